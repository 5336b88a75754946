import { useEffect, useState } from 'react';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { entityUiMessages } from '../../domain/messages/entities';
import type { entitySelectionMachine } from '../../machines/entity-selection.machine';
import { AccountStatus } from '../../renderers/account/account-card';
import { ModalDialog } from '../../renderers/dialogs/modal-dialog';
import { EntityChecklist } from '../../renderers/entities/entity-checklist';
import { formatEntityCode } from '../../renderers/entities/entity-label';
import type { CompanyConfig } from '../../schemas/company';
import type { EntityRef, UserSession } from '../../schemas/session';
import { openModal } from '../ui/modal-store';
import { EntityEditor } from './entity-editor';
import { EntityRemoval } from './entity-removal';
import { useEntitySelection } from './use-entity-selection';
import '../../renderers/entities/entities.css';

type Props = { company: CompanyConfig; user: UserSession; onClose(): void };
const ui = entityUiMessages;

/**
 * The entity selector (SPEC §4 "changing selected entities needs at least 1"): search, check, save. Each entity
 * can also be edited or removed from the user, and 'Adicionar empresa' opens the registration dialog.
 */
export default function EntitySelectionDialog({ company, user, onClose }: Props) {
  const [snapshot, send] = useEntitySelection(company.id, user);
  return <EntitySelectionView company={company} snapshot={snapshot} send={send} onClose={onClose} />;
}

type ViewProps = {
  company: CompanyConfig;
  snapshot: SnapshotFrom<typeof entitySelectionMachine>;
  send: (event: EventFromLogic<typeof entitySelectionMachine>) => void;
  onClose(): void;
};

/** What the entity selector shows for a statechart snapshot (the QA workbench draws it from a replayed one). */
export function EntitySelectionView({ company, snapshot, send, onClose }: ViewProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<EntityRef | null>(null);
  const { context } = snapshot;
  const saved = snapshot.matches('saved');
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  const reloadList = () => send({ type: 'SEARCH', query: context.query });
  const title = editing ? ui.selection.editTitle(formatEntityCode(editing)) : ui.selection.title;
  const failed = snapshot.matches('loadFailed') || snapshot.matches('saveFailed');
  const actions = (
    <>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {ui.common.close}
      </button>
      <button type="button" className="button button--ghost" onClick={() => openModal('entityRegistration')}>
        {ui.header.add}
      </button>
      {snapshot.matches('loadFailed') ? (
        <button type="button" className="button button--ghost" onClick={() => send({ type: 'RETRY' })}>
          {ui.common.retry}
        </button>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        disabled={snapshot.matches('saving')}
        aria-busy={snapshot.matches('saving')}
        onClick={() => {
          if (snapshot.matches('saveFailed')) send({ type: 'DISMISS' });
          send({ type: 'SAVE' });
        }}
      >
        {ui.selection.save}
      </button>
    </>
  );
  return (
    <ModalDialog open title={title} onCancel={onClose} actions={editing ? null : actions} className="entity-dialog modal-dialog--medium">
      {editing ? (
        <EntityEditor companyId={company.id} code={editing} onDone={(changed) => {
            setEditing(null);
            if (changed) reloadList();
          }} />
      ) : (
        <>
          <AccountStatus text={failed ? (context.alert?.text ?? null) : null} error />
          {removing ? (
            <EntityRemoval
              companyId={company.id}
              entity={removing}
              onDone={(removed) => {
                setRemoving(null);
                if (!removed) return;
                if (context.selected.some((e) => e.code === removing.code)) send({ type: 'TOGGLE', code: removing.code });
                reloadList();
              }}
            />
          ) : null}
          <EntityChecklist
            query={context.query}
            entities={context.entities}
            selected={context.selected}
            loading={snapshot.matches('loading')}
            failed={snapshot.matches('loadFailed')}
            error={context.fieldError}
            onSearch={(query) => send({ type: 'SEARCH', query })}
            onToggle={(code) => send({ type: 'TOGGLE', code })}
            onEdit={setEditing}
            onRemove={setRemoving}
          />
        </>
      )}
    </ModalDialog>
  );
}
