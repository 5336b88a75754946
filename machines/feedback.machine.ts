import { assign, setup } from 'xstate';
import { isFeedbackScore } from '../domain/account-forms';
import { accountMessages } from '../domain/messages/accounts';
import type { UserSession } from '../schemas/session';
import type { FeedbackInput } from './inputs/feedback';
import { successAlert } from './account/rules';
import { failureAlert, notProvided, type Alert } from './shared/effects';

export type { FeedbackInput };

export type FeedbackEvent = { type: 'CHOOSE'; score: number } | { type: 'SEND' } | { type: 'DISMISS' };
export type FeedbackContext = {
  input: FeedbackInput;
  score: number | null;
  fieldError: string | null;
  alert: Alert | null;
};

export const feedbackEffectActions = ['updateUser'] as const;

/** Feedback modal: a score from 0 to 10, sent as feedbackScore with the user update call (SPEC §7). */
export const feedbackMachine = setup({
  types: {} as { context: FeedbackContext; events: FeedbackEvent; input: FeedbackInput },
  actors: { sendFeedback: notProvided<UserSession, { feedbackScore: number }>('sendFeedback') },
  actions: { updateUser: (_, _params: { user: UserSession }) => {} },
  guards: {
    validChoice: ({ event }) => event.type === 'CHOOSE' && isFeedbackScore(event.score),
    noScore: ({ context }) => !isFeedbackScore(context.score),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    input,
    score: isFeedbackScore(input.score) ? input.score : null,
    fieldError: null,
    alert: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        // A score outside 0..10 is ignored.
        CHOOSE: {
          guard: 'validChoice',
          actions: assign({ score: ({ event }) => event.score, fieldError: null }),
        },
        SEND: [
          { guard: 'noScore', actions: assign({ fieldError: accountMessages.account.feedbackInvalidScore }) },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      entry: assign({ alert: null, fieldError: null }),
      invoke: {
        src: 'sendFeedback',
        input: ({ context }) => ({ feedbackScore: context.score! }),
        onDone: {
          target: 'thanks',
          actions: [
            assign({ alert: successAlert(accountMessages.account.feedbackThanks) }),
            { type: 'updateUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'sendFailed', actions: assign({ alert: ({ event }) => failureAlert(event) }) },
      },
    },
    sendFailed: {
      on: { SEND: 'sending', DISMISS: { target: 'choosing', actions: assign({ alert: null }) } },
    },
    thanks: { type: 'final' },
  },
});
