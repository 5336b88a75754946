import { assign } from 'xstate';
import { passwordError } from './setup';
import { alerts, failureOf, ldapResetText } from './rules';
import { backFromAlert, failTo, type LoginStates } from './transitions';

/** SPEC §4 step 5 and 'Esqueci minha senha': the password step and the reset request. */
export const passwordStates = {
  password: {
    entry: 'clearMessages',
    on: {
      SUBMIT_PASSWORD: [
        {
          guard: 'invalidPassword',
          actions: assign({ fieldError: ({ event }) => passwordError(event.password) }),
        },
        {
          target: 'authenticating',
          actions: assign({ password: ({ event }) => event.password, fieldError: null }),
        },
      ],
      BACK: { target: 'identify', actions: 'forgetUser' },
      // LDAP users go to the server too: only it knows the directory domain the text must name.
      FORGOT_PASSWORD: { target: 'requestingReset', actions: assign({ fieldError: null }) },
    },
  },
  requestingReset: {
    invoke: {
      src: 'requestReset',
      input: ({ context }) => ({ companyId: context.input.companyId, email: context.email }),
      onDone: { target: 'resetResult', actions: assign({ alert: alerts.resetSent() }) },
      onError: [
        {
          guard: ({ event }) => failureOf(event).status === 401,
          target: 'resetResult',
          actions: assign({ alert: alerts.resetUnexpected() }),
        },
        {
          guard: ({ event }) => failureOf(event).status === 400 && failureOf(event).error === '#LDAP_USER',
          target: 'resetResult',
          actions: assign({
            alert: ({ context, event }) =>
              alerts.ldapReset(failureOf(event).message || ldapResetText(context.email)),
          }),
        },
        ...failTo('resetPasswordFail'),
      ],
    },
  },
  resetResult: { on: { DISMISS: backFromAlert } },
} satisfies LoginStates;
