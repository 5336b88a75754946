import { assign } from 'xstate';
import { normalizeEmail } from '../../domain/email';
import { loginMessages } from '../../domain/messages/login';
import { alerts } from './rules';
import { failTo, type LoginStates } from './transitions';

/** SPEC §4 step 4: the confirm-e-mail modal (typed address or typo fix), the new user and its registration e-mail. */
export const registrationStates = {
  confirmingEmail: {
    on: {
      CONFIRM_EMAIL: [
        { guard: 'invalidEmail', actions: assign({ fieldError: loginMessages.validation.confirmEmailInvalid }) },
        {
          target: 'creatingUser',
          actions: assign({ email: ({ event }) => normalizeEmail(event.email), fieldError: null }),
        },
      ],
      CANCEL: { target: 'identify', actions: 'forgetUser' },
    },
  },
  creatingUser: {
    invoke: {
      src: 'createUser',
      input: ({ context }) => ({ companyId: context.input.companyId, email: context.email }),
      onDone: {
        target: 'registrationSent',
        actions: assign({ alert: alerts.registrationSent(), suggestion: null }),
      },
      onError: failTo('createNewUserFail'),
    },
  },
  registrationSent: {
    on: { DISMISS: { target: 'identify', actions: ['forgetUser', assign({ email: '' })] } },
  },
} satisfies LoginStates;
