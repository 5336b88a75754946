import { Navigate, useSearchParams } from 'react-router-dom';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { accountMessages } from '../../domain/messages/accounts';
import { shellMessages } from '../../domain/messages/shell';
import { appRoute } from '../../domain/routing';
import type { passwordChangeMachine } from '../../machines/password-change.machine';
import { sessionRedirect } from '../../domain/session';
import { AccountCard, AccountStatus } from '../../renderers/account/account-card';
import { PasswordForm } from '../../renderers/account/password-form';
import { AlertDialog } from '../../renderers/dialogs/alert-dialog';
import type { CompanyConfig } from '../../schemas/company';
import { useTenant } from '../bootstrap/tenant-context';
import { LoadingOverlay } from '../routes/loading-overlay';
import { useSignedInUser } from '../session/use-signed-in-user';
import { usePasswordChange } from './use-password-change';
import { AppLink } from '../ui/app-link';

type Props = { company: CompanyConfig; email: string; hash?: string };

function PasswordScreen({ company, email, hash }: Props) {
  const mode = hash ? ({ mode: 'reset', email, hash } as const) : ({ mode: 'change', email } as const);
  const { snapshot, send, minPassword } = usePasswordChange(company, mode);
  return <PasswordView company={company} email={email} hash={hash} minPassword={minPassword} snapshot={snapshot} send={send} />;
}

type ViewProps = Props & {
  minPassword: number;
  snapshot: SnapshotFrom<typeof passwordChangeMachine>;
  send: (event: EventFromLogic<typeof passwordChangeMachine>) => void;
};

/** What the password page shows for a statechart snapshot (the QA workbench draws it from a replayed one). */
export function PasswordView({ company, email, hash, minPassword, snapshot, send }: ViewProps) {
  const { context } = snapshot;
  const done = snapshot.matches('done');
  return (
    <AccountCard title={hash ? accountMessages.accountUi.resetTitle : accountMessages.accountUi.changeTitle} lead={email}>
      {snapshot.matches('invalidLink') ? (
        <>
          <AccountStatus text={shellMessages.alerts.invalidLink} error />
          <p>
            <AppLink to="/">{shellMessages.ui.backHome}</AppLink>
          </p>
        </>
      ) : done && !hash ? (
        <>
          <AccountStatus text={context.alert?.title ?? accountMessages.account.passwordChanged} />
          <p>
            <AppLink className="button button--primary" to={appRoute(company)}>
              {accountMessages.accountUi.continue}
            </AppLink>
          </p>
        </>
      ) : (
        <PasswordForm
          askOld={!hash}
          email={email}
          minPassword={minPassword}
          errors={context.fieldErrors}
          busy={!snapshot.matches('editing')}
          onSubmit={(form) => send({ type: 'SUBMIT', ...form })}
          extra={
            // Signed in and changing it by choice: a way back without changing it (a reset link has none).
            hash ? null : (
              <AppLink className="button button--outline" to={appRoute(company)}>
                {accountMessages.accountUi.backToPortal}
              </AppLink>
            )
          }
        />
      )}
      <AlertDialog alert={snapshot.matches('failed') ? context.alert : null} onDismiss={() => send({ type: 'DISMISS' })} />
    </AccountCard>
  );
}

/**
 * /changePassword: with ?email=&hash= (the e-mailed link) it resets and signs in; without a hash a signed-in
 * user changes it (current + new); anyone else goes to login first, coming back here.
 */
export default function ChangePasswordPage() {
  const { company } = useTenant();
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const session = useSignedInUser(company.id, !hash);
  if (hash) return <PasswordScreen company={company} email={params.get('email') ?? ''} hash={hash} />;
  if (session.loading) return <LoadingOverlay />;
  if (!session.user) return <Navigate to={sessionRedirect('/changePassword')} replace />;
  return <PasswordScreen company={company} email={session.user.email} />;
}
