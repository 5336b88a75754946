import type { ReactNode } from 'react';
import type { AnyStateMachine, StateValue } from 'xstate';
import { qaMessages } from '../../domain/messages/qa';
import type { EntityMfaContext } from '../../machines/entity-mfa.machine';
import { entityRegistrationMachine } from '../../machines/entity-registration.machine';
import { entitySelectionMachine } from '../../machines/entity-selection.machine';
import { loginMachine } from '../../machines/login.machine';
import { passwordChangeMachine } from '../../machines/password-change.machine';
import { termsAcceptanceMachine } from '../../machines/terms-acceptance.machine';
import { InlineDialogs } from '../../renderers/dialogs/modal-dialog';
import { MfaStep } from '../../renderers/entities/mfa-step';
import { NamesDocument } from '../../renderers/ui/page-title';
import type { CompanyConfig } from '../../schemas/company';
import { PasswordView } from '../accounts/change-password-page';
import { TermView } from '../accounts/terms-page';
import { EntitySelectionView } from '../entities/entity-selection-dialog';
import { mfaView, RegistrationStep } from '../entities/registration-step';
import { LoginView } from '../login/login-screen';
import { stateText } from './active-states';

export type ScreenStep = {
  state: StateValue;
  context: unknown;
  children: Record<string, StateValue>;
  childContexts: Record<string, unknown>;
};
type Props = {
  machineName: string;
  machine: AnyStateMachine;
  step: ScreenStep;
  company: CompanyConfig;
  input: Record<string, unknown>;
};

const ignore = () => undefined;

/** The replayed state as a real machine snapshot (`matches`, `context`), for the screens that read one. */
function snapshotOf<M extends AnyStateMachine>(machine: M, step: ScreenStep) {
  return machine.resolveState({ value: step.state, context: step.context as never });
}

/** The real screen the machine drives, drawn from the replayed snapshot (its events go nowhere). */
function realScreen({ machineName, step, company, input }: Props): ReactNode {
  if (machineName === 'login') {
    // The fixture's input says how the tenant was configured when it was written (external sign-in on or off).
    const drawn =
      typeof input.externalAuth === 'boolean' ? { ...company, hasExternalAuth: input.externalAuth } : company;
    return <LoginView company={drawn} snapshot={snapshotOf(loginMachine, step)} send={ignore} focusKey={0} />;
  }
  if (machineName === 'termsAcceptance')
    return <TermView snapshot={snapshotOf(termsAcceptanceMachine, step)} send={ignore} />;
  if (machineName === 'passwordChange') {
    const rules = input.passwordRules as { min?: number } | undefined;
    const hash = input.mode === 'reset' && typeof input.hash === 'string' ? input.hash : undefined;
    return (
      <PasswordView
        company={company}
        email={typeof input.email === 'string' ? input.email : ''}
        hash={hash}
        minPassword={rules?.min ?? 6}
        snapshot={snapshotOf(passwordChangeMachine, step)}
        send={ignore}
      />
    );
  }
  if (machineName === 'entityRegistration') {
    // 'Adicionar empresa': each state's step, and while in `mfa` the invoked entityMfa's own step.
    const mfaValue = step.children.mfa;
    const mfa =
      mfaValue === undefined
        ? undefined
        : { value: mfaValue, context: step.childContexts.mfa as EntityMfaContext };
    const run = {
      snapshot: snapshotOf(entityRegistrationMachine, step),
      state: String(step.state),
      send: ignore,
      mfa,
      lastPath: null,
    };
    return (
      <div className="entity-form">
        <RegistrationStep
          run={run as unknown as Parameters<typeof RegistrationStep>[0]['run']}
          tryNext={null}
          restart={null}
        />
      </div>
    );
  }
  if (machineName === 'entityMfa')
    return <MfaScreen state={String(step.state)} context={step.context as EntityMfaContext} />;
  if (machineName === 'entitySelection') {
    return (
      <EntitySelectionView
        company={company}
        snapshot={snapshotOf(entitySelectionMachine, step)}
        send={ignore}
        onClose={ignore}
      />
    );
  }
  return null;
}

/** The MFA step of 'Adicionar empresa' as the entityMfa machine alone drives it. */
function MfaScreen({ state, context }: { state: string; context: EntityMfaContext }) {
  return (
    <div className="entity-form">
      <MfaStep
        view={mfaView(state)}
        busy={state === 'sendingCode' || state === 'authenticating'}
        options={context.options}
        fieldError={context.fieldError}
        alert={context.alert?.text ?? null}
        onChoose={ignore}
        onAuthenticate={ignore}
        onResend={ignore}
        onRetry={ignore}
        extra={null}
      />
    </div>
  );
}

/** The screen at this step ([data-qa-screen], what reports screenshot), or state and context for machines without one. */
export function ScreenPanel(props: Props) {
  const screen = realScreen(props);
  const { step } = props;
  return (
    <section className="qa-screen" aria-label={qaMessages.screenTitle}>
      <h2 className="qa-panel__title">{qaMessages.screenTitle}</h2>
      <div
        className="qa-screen__frame"
        data-qa-screen={props.machineName}
        data-qa-state={stateText(step.state)}
        inert
      >
        {screen ? (
          <InlineDialogs.Provider value={true}>
            <NamesDocument.Provider value={false}>{screen}</NamesDocument.Provider>
          </InlineDialogs.Provider>
        ) : (
          <div className="qa-screen__plain">
            <p>{qaMessages.noScreen}</p>
            <dl>
              <dt>{qaMessages.state}</dt>
              <dd>
                <code>{stateText(step.state)}</code>
              </dd>
              {Object.keys(step.children).length ? (
                <>
                  <dt>{qaMessages.children}</dt>
                  <dd>
                    <code>{JSON.stringify(step.children)}</code>
                  </dd>
                </>
              ) : null}
              <dt>{qaMessages.context}</dt>
              <dd>
                <pre>{JSON.stringify(step.context, null, 2)}</pre>
              </dd>
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
