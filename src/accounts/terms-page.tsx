import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { latestConfigurationDate } from '../../domain/notification-consent';
import { accountMessages } from '../../domain/messages/accounts';
import { shellMessages } from '../../domain/messages/shell';
import { appRoute } from '../../domain/routing';
import { signInTarget } from '../../domain/sign-in-target';
import { termsAcceptanceMachine, type TermRef } from '../../machines/terms-acceptance.machine';
import { AccountCard, AccountStatus } from '../../renderers/account/account-card';
import { AlertDialog } from '../../renderers/dialogs/alert-dialog';
import { TenantHtml } from '../../renderers/ui/tenant-html';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { acceptTerm, loadTerm } from '../api/account-api';
import { useTenant } from '../bootstrap/tenant-context';
import { useStableNavigate } from '../hooks/use-stable-navigate';
import { LoadingOverlay } from '../routes/loading-overlay';
import { setSessionUser } from '../session/session-store';
import { useSignedInUser } from '../session/use-signed-in-user';
import { AppLink } from '../ui/app-link';

type Props = { company: CompanyConfig; termId: string; version: number; continueTo: string };

function TermScreen({ company, termId, version, continueTo }: Props) {
  const navigate = useStableNavigate();
  const [machine] = useState(() =>
    termsAcceptanceMachine.provide({
      actors: {
        loadTerm: fromPromise(({ input }: { input: TermRef }) => loadTerm(company.id, input.termId, input.version)),
        acceptTerm: fromPromise(({ input }: { input: TermRef }) => acceptTerm(company.id, input.termId, input.version)),
      },
      actions: { updateUser: (_, { user }) => setSessionUser(user), navigate: (_, { to }) => navigate(to) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { termId, version, continueTo } });
  return <TermView snapshot={snapshot} send={send} />;
}

type TermViewProps = {
  snapshot: SnapshotFrom<typeof termsAcceptanceMachine>;
  send: (event: EventFromLogic<typeof termsAcceptanceMachine>) => void;
};

/** What the term page shows for a statechart snapshot (the QA workbench draws it from a replayed one). */
export function TermView({ snapshot, send }: TermViewProps) {
  const { term, alert } = snapshot.context;
  if (snapshot.matches('loading')) return <LoadingOverlay />;
  if (!term) {
    return (
      <AccountCard title={accountMessages.ui.termsTitle}>
        <AccountStatus text={alert?.text ?? accountMessages.alerts.termNotFound} error />
        <p>
          <AppLink to="/">{shellMessages.ui.backHome}</AppLink>
        </p>
      </AccountCard>
    );
  }
  const busy = snapshot.matches('accepting') || snapshot.matches('done');
  return (
    <AccountCard title={term.title} wide>
      <TenantHtml className="term-text" html={term.html} />
      <div className="account-form__actions">
        <button type="button" className="button button--primary" onClick={() => send({ type: 'ACCEPT' })} disabled={busy} aria-busy={busy}>
          {accountMessages.accountUi.accept}
        </button>
      </div>
      <AlertDialog alert={snapshot.matches('acceptFailed') ? alert : null} onDismiss={() => send({ type: 'DISMISS' })} />
    </AccountCard>
  );
}

/** Where the user was going once this term is accepted: redirect_url, else consent when due, else the app route. */
function continueTarget(company: CompanyConfig, user: UserSession | null, redirectUrl: string | null): string {
  return signInTarget(
    { pendingTerms: {}, notifications: user?.notifications ?? { revisionDate: null } },
    { appRoute: appRoute(company), redirectUrl, latestNotificationConfigDate: user ? latestConfigurationDate(company) : null },
  );
}

/** /termos/:id/:version: the tenant's term (sanitized), 'Aceitar', then on to the next pending term or the target. */
export default function TermsPage() {
  const { company } = useTenant();
  const { id = '', version = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSignedInUser(company.id);
  const number = Number.parseInt(version, 10);
  if (session.loading) return <LoadingOverlay />;
  const continueTo = continueTarget(company, session.user, params.get('redirect_url'));
  return <TermScreen key={`${id}/${version}`} company={company} termId={id} version={number > 0 ? number : 1} continueTo={continueTo} />;
}
