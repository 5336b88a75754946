import { useState } from 'react';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { loginMessages } from '../../domain/messages/login';
import { publicModules } from '../../domain/public-modules';
import type { loginMachine } from '../../machines/login.machine';
import { AlertDialog } from '../../renderers/dialogs/alert-dialog';
import { ConnectionErrorDialog } from '../../renderers/dialogs/connection-error-dialog';
import { CompanyMessage } from '../../renderers/login/company-message';
import { ConfirmEmailDialog } from '../../renderers/login/confirm-email-dialog';
import { EmailStep } from '../../renderers/login/email-step';
import { ExternalAuthStep } from '../../renderers/login/external-auth-step';
import { LoginLayout } from '../../renderers/login/login-layout';
import { PasswordStep } from '../../renderers/login/password-step';
import { PublicModules } from '../../renderers/login/public-modules';
import type { CompanyConfig } from '../../schemas/company';
import { browserInfo } from '../ui/browser-info';
import { LoginExtras } from './login-extras';
import { useLoginMachine } from './use-login-machine';
import { AppLink } from '../ui/app-link';

const busyStates = ['checkingUser', 'authenticating', 'requestingReset', 'creatingUser', 'checkingConnection', 'redirectingToAdfs', 'leftForAdfs', 'done'];

/** SPEC §8: after a failed login the password is cleared (and focused again once the alert closes). */
function useClearPasswordKey(state: string): number {
  const [previous, setPrevious] = useState(state);
  const [key, setKey] = useState(0);
  if (state !== previous) {
    setPrevious(state);
    if (state === 'loginFailed' || state === 'blocked' || state === 'connectionError') setKey((k) => k + 1);
  }
  return key;
}

export type LoginViewProps = {
  company: CompanyConfig;
  snapshot: SnapshotFrom<typeof loginMachine>;
  send: (event: EventFromLogic<typeof loginMachine>) => void;
  focusKey: number;
};

/** The login screen of SPEC §2: the statechart drives which step, dialog and alert is shown. */
export function LoginScreen({ company, redirectUrl }: { company: CompanyConfig; redirectUrl: string | null }) {
  const { snapshot, send, focusKey } = useLoginMachine(company, redirectUrl);
  return <LoginView company={company} snapshot={snapshot} send={send} focusKey={focusKey} />;
}

/** What the login screen shows for a statechart snapshot (the QA workbench draws it from a replayed one). */
export function LoginView({ company, snapshot, send, focusKey }: LoginViewProps) {
  const { context } = snapshot;
  const state = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0] ?? '';
  const busy = busyStates.includes(state);
  const clearKey = useClearPasswordKey(state);
  const passwordStep = context.knownUser && !company.hasExternalAuth;
  const confirming = state === 'confirmingEmail' || state === 'creatingUser';
  const loginHtml = company.message?.login?.html;
  const publicList = publicModules(company.modules);
  const extraButtons = (
    <>
      {company.adfsConfig?.enabled ? (
        <button type="button" className="button button--outline button--block" onClick={() => send({ type: 'ADFS' })} disabled={busy}>
          {loginMessages.login.continueWithMicrosoft}
        </button>
      ) : null}
      {company.showHelpButton ? (
        <AppLink className="button button--ghost button--block" to="/help">
          {loginMessages.login.helpButton}
        </AppLink>
      ) : null}
    </>
  );
  return (
    <LoginLayout
      appName={company.appName}
      aside={publicList.length > 0 ? <PublicModules modules={publicList} openItems /> : undefined}
      footer={<LoginExtras company={company} firstName={passwordStep ? context.firstName : null} />}
    >
      {/* Drawn with the card, not lazily: a message arriving later pushed what is below it (the promo on a
          phone) down, a 0.09 layout shift in Lighthouse's mobile run (issue 14). */}
      {loginHtml ? <CompanyMessage html={loginHtml} /> : null}
      {company.hasExternalAuth ? (
        <ExternalAuthStep
          fieldError={context.fieldError}
          busy={busy}
          resetKey={focusKey + clearKey}
          onSubmit={(username, password) => send({ type: 'SUBMIT_CREDENTIALS', username, password })}
        />
      ) : passwordStep ? (
        <PasswordStep
          firstName={context.firstName}
          email={context.email}
          fieldError={context.fieldError}
          busy={busy}
          resetKey={focusKey + clearKey}
          onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })}
          onForgotPassword={() => send({ type: 'FORGOT_PASSWORD' })}
          onBack={() => send({ type: 'BACK' })}
        />
      ) : (
        <EmailStep
          initialEmail={context.email}
          fieldError={confirming ? null : context.fieldError}
          busy={busy}
          onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', email })}
          extra={extraButtons}
        />
      )}
      {company.hasExternalAuth ? extraButtons : null}
      <AlertDialog
        alert={confirming || state === 'connectionError' ? null : context.alert}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
      <ConfirmEmailDialog
        open={confirming}
        typed={context.email}
        suggestion={context.suggestion}
        error={confirming ? context.fieldError : null}
        busy={state === 'creatingUser'}
        onConfirm={(email) => send({ type: 'CONFIRM_EMAIL', email })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ConnectionErrorDialog
        open={state === 'connectionError'}
        browserInfo={browserInfo()}
        detail={context.errorCode}
        reason={context.errorReason}
        onClose={() => send({ type: 'DISMISS' })}
      />
    </LoginLayout>
  );
}
