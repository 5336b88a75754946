import { assign, setup } from 'xstate';
import { hasFieldErrors, validateProfile, type ProfileForm } from '../domain/account-forms';
import { accountMessages } from '../domain/messages/accounts';
import { phoneDigits } from '../domain/phone';
import type { UserSession } from '../schemas/session';
import type { ProfileInput } from './inputs/profile';
import { fieldErrorOf, isFieldFailure, successAlert } from './account/rules';
import type { FormContext } from './account/types';
import { failureAlert, notProvided } from './shared/effects';

export type { ProfileInput };

export type ProfileEvent = ({ type: 'SAVE' } & ProfileForm) | { type: 'DISMISS' };
/** What the user update call gets: the nick trimmed, the phone as digits ('' clears it). */
export type SaveProfileInput = { nick: string; phone: string };
export type ProfileContext = FormContext<ProfileInput, SaveProfileInput> & { user: UserSession | null };

export const profileEffectActions = ['updateUser'] as const;

/** Profile modal: nick and phone (SPEC §5 phone masks), saved with the user update call (SPEC §7). */
export const profileMachine = setup({
  types: {} as { context: ProfileContext; events: ProfileEvent; input: ProfileInput },
  actors: { saveProfile: notProvided<UserSession, SaveProfileInput>('saveProfile') },
  actions: {
    updateUser: (_, _params: { user: UserSession }) => {},
    showFieldError: assign(({ event }) => ({ fieldErrors: fieldErrorOf(event), form: null })),
  },
  guards: {
    invalidForm: ({ event }) => event.type === 'SAVE' && hasFieldErrors(validateProfile(event)),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ input, form: null, fieldErrors: {}, alert: null, user: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SAVE: [
          { guard: 'invalidForm', actions: assign({ fieldErrors: ({ event }) => validateProfile(event) }) },
          {
            target: 'saving',
            actions: assign({
              form: ({ event }) => ({ nick: event.nick.trim(), phone: phoneDigits(event.phone ?? '') }),
              fieldErrors: {},
              alert: null,
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => context.form!,
        onDone: {
          target: 'saved',
          actions: [
            assign({ user: ({ event }) => event.output, alert: successAlert(accountMessages.account.profileSaved) }),
            { type: 'updateUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: [
          { guard: isFieldFailure, target: 'editing', actions: 'showFieldError' },
          { target: 'saveFailed', actions: assign({ alert: ({ event }) => failureAlert(event) }) },
        ],
      },
    },
    saveFailed: { on: { DISMISS: { target: 'editing', actions: assign({ alert: null }) } } },
    saved: { type: 'final' },
  },
});
