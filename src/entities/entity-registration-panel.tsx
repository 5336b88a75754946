import { useState, type ReactNode } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import { formatEntityCode } from '../../renderers/entities/entity-label';
import type { CompanyConfig } from '../../schemas/company';
import { configuredPaths, hasNextPath, pathsWithout, type RegistrationPath } from './registration-paths';
import { RegistrationStep } from './registration-step';
import { useEntityRegistration } from './use-entity-registration';

type Attempt = { key: number; tried: RegistrationPath[]; document: string };

/**
 * 'Adicionar empresa': the entityRegistration statechart on the tenant's paths. When a path refuses (or the
 * user cannot use it), 'Tentar outra forma' runs the statechart again on the paths left, with the same document.
 */
export function EntityRegistrationPanel({ company, close }: { company: Pick<CompanyConfig, 'id' | 'entity'>; close?: ReactNode }) {
  const [attempt, setAttempt] = useState<Attempt>({ key: 0, tried: [], document: '' });
  const paths = pathsWithout(configuredPaths(company), attempt.tried);
  return (
    <RegistrationRun
      key={attempt.key}
      companyId={company.id}
      paths={paths}
      resubmit={attempt.document}
      close={close}
      onTryNext={(path, document) => setAttempt((a) => ({ key: a.key + 1, tried: [...a.tried, path], document }))}
      onRestart={() => setAttempt((a) => ({ key: a.key + 1, tried: [], document: '' }))}
    />
  );
}

type RunProps = {
  companyId: string;
  paths: ReturnType<typeof configuredPaths>;
  resubmit: string;
  close?: ReactNode;
  onTryNext(path: RegistrationPath, document: string): void;
  onRestart(): void;
};

function RegistrationRun({ companyId, paths, resubmit, close, onTryNext, onRestart }: RunProps) {
  const run = useEntityRegistration({ companyId, paths, resubmit });
  const { document } = run.snapshot.context;
  const next = run.lastPath && hasNextPath(paths, run.lastPath) ? run.lastPath : null;
  const ui = entityUiMessages;
  return (
    <div className="entity-form">
      {document && run.state !== 'editing' ? <p className="entity-question">{formatEntityCode(document)}</p> : null}
      <RegistrationStep
        run={run}
        tryNext={
          next ? (
            <button type="button" className="button button--ghost" onClick={() => onTryNext(next, document)}>
              {ui.registration.tryAnother}
            </button>
          ) : null
        }
        restart={
          <button type="button" className="button button--ghost" onClick={onRestart}>
            {ui.registration.addAnother}
          </button>
        }
        close={close}
      />
    </div>
  );
}
