import { assign, setup } from 'xstate';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import { PASSWORD_MIN, validatePassword } from '../../domain/password-rules';
import { loginActors } from './effects';
import { alerts, doneTarget, failureOf, isConnectionFailure } from './rules';
import type {
  LoginCallResult,
  LoginContext,
  LoginErrorCode,
  LoginEvent,
  LoginInput,
  UserSession,
} from './types';

const passwordError = (password: string) => validatePassword(password, { min: PASSWORD_MIN });

/** setup() of the login machine: types, default (rejecting) actors, no-op effect actions, shared guards. */
export const loginSetup = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput },
  actors: loginActors,
  actions: {
    // Effects: no-ops here, provided by src/ (and recorded by the replay runner).
    persistSession: (_, _params: { code: string; user: UserSession }) => {},
    openChat: () => {},
    goExternal: (_, _params: { url: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    recordConnectionError: (_, _params: { code: LoginErrorCode }) => {},
    focusPassword: () => {},
    // Context updates shared by several states.
    clearMessages: assign({ alert: null, errorCode: null, errorReason: null }),
    failWith: assign(({ event }, params: { code: LoginErrorCode }) => ({
      errorCode: params.code,
      // A connection failure has no reason of its own; an answered one (429) may carry the server's.
      errorReason: isConnectionFailure(event) ? null : (failureOf(event).message ?? null),
      alert: alerts.connection(),
      password: '',
    })),
    /** SPEC §4 step 6: keep user and code and compute where `done` goes (then persistSession, openChat). */
    storeSession: assign(({ context, event }) => {
      const { user, code } = (event as unknown as { output: LoginCallResult }).output;
      return { user, code, password: '', target: doneTarget(context.input, user) };
    }),
    forgetUser: assign({
      firstName: '',
      isLdap: false,
      knownUser: false,
      password: '',
      fieldError: null,
      suggestion: null,
    }),
  },
  guards: {
    /** SPEC §5 'Blank': an empty e-mail is a required field left blank, not an invalid address. */
    blankEmail: ({ event }) => event.type === 'SUBMIT_EMAIL' && event.email.trim() === '',
    invalidEmail: ({ event }) => 'email' in event && !isValidEmail(normalizeEmail(event.email ?? '')),
    invalidResetEmail: ({ context, event }) =>
      event.type === 'FORGOT_PASSWORD' && !isValidEmail(normalizeEmail(event.email ?? context.email)),
    invalidPassword: ({ event }) => 'password' in event && passwordError(event.password) !== null,
    blankUsername: ({ event }) => event.type === 'SUBMIT_CREDENTIALS' && event.username.trim() === '',
    notExternalAuth: ({ context }) => !context.input.externalAuth,
    knownUser: ({ context }) => context.knownUser,
    connectionFailure: ({ event }) => isConnectionFailure(event),
  },
});

export { passwordError };
