import { assign, setup } from 'xstate';
import { accountMessages } from '../domain/messages/accounts';
import type { UserSession } from '../schemas/session';
import type { NotificationConsentInput } from './inputs/notification-consent';
import { successAlert } from './account/rules';
import { failureAlert, notProvided, type Alert } from './shared/effects';

export type { NotificationConsentInput };

export type NotificationChoices = Record<string, boolean>;
export type NotificationConsentEvent =
  { type: 'TOGGLE'; channel: string } | { type: 'SAVE' } | { type: 'DISMISS' };
export type NotificationConsentContext = {
  input: NotificationConsentInput;
  /** Channel id -> accepted, for every channel of the input (missing in `current` = false). */
  choices: NotificationChoices;
  alert: Alert | null;
};

export const notificationConsentEffectActions = ['updateUser', 'navigate'] as const;

const initialChoices = (input: NotificationConsentInput): NotificationChoices =>
  Object.fromEntries(input.channels.map((c) => [c.id, input.current[c.id] === true]));

/** /notifications: consent per tenant channel; after login (isLoggingIn) saving continues to the app route. */
export const notificationConsentMachine = setup({
  types: {} as {
    context: NotificationConsentContext;
    events: NotificationConsentEvent;
    input: NotificationConsentInput;
  },
  actors: {
    saveNotifications: notProvided<UserSession, { notifications: NotificationChoices }>('saveNotifications'),
  },
  actions: {
    updateUser: (_, _params: { user: UserSession }) => {},
    navigate: (_, _params: { to: string }) => {},
    toggle: assign({
      alert: null,
      choices: ({ context, event }) =>
        event.type === 'TOGGLE' && Object.hasOwn(context.choices, event.channel)
          ? { ...context.choices, [event.channel]: !context.choices[event.channel] }
          : context.choices,
    }),
  },
  guards: { isLoggingIn: ({ context }) => context.input.isLoggingIn },
}).createMachine({
  id: 'notificationConsent',
  context: ({ input }) => ({ input, choices: initialChoices(input), alert: null }),
  initial: 'editing',
  states: {
    editing: { on: { TOGGLE: { actions: 'toggle' }, SAVE: 'saving' } },
    saving: {
      entry: assign({ alert: null }),
      invoke: {
        src: 'saveNotifications',
        input: ({ context }) => ({ notifications: context.choices }),
        onDone: [
          {
            guard: 'isLoggingIn',
            target: 'done',
            actions: { type: 'updateUser', params: ({ event }) => ({ user: event.output }) },
          },
          {
            target: 'saved',
            actions: [
              assign({ alert: successAlert(accountMessages.account.preferencesSaved) }),
              { type: 'updateUser', params: ({ event }) => ({ user: event.output }) },
            ],
          },
        ],
        onError: { target: 'saveFailed', actions: assign({ alert: ({ event }) => failureAlert(event) }) },
      },
    },
    // Stays on the page with the success message; a new change edits again.
    saved: { on: { TOGGLE: { target: 'editing', actions: 'toggle' }, SAVE: 'saving' } },
    saveFailed: { on: { DISMISS: { target: 'editing', actions: assign({ alert: null }) }, SAVE: 'saving' } },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: ({ context }) => ({ to: context.input.appRoute }) },
    },
  },
});
