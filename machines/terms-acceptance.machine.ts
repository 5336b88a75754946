import { assign, setup } from 'xstate';
import { lastPendingTermPath } from '../domain/terms';
import type { UserSession } from '../schemas/session';
import type { TermsAcceptanceInput } from './inputs/terms-acceptance';
import { failureAlert, failureOf, notProvided, type Alert } from './shared/effects';

export type { TermsAcceptanceInput };

/** A term as the server shows it (tenant seed: id, version, title, html; the html is sanitized by the UI). */
export type Term = { id: string; version: number; title: string; html: string };
export type TermRef = { termId: string; version: number };
export type TermsAcceptanceEvent = { type: 'ACCEPT' } | { type: 'RETRY' } | { type: 'DISMISS' };
export type TermsAcceptanceContext = {
  input: TermsAcceptanceInput;
  term: Term | null;
  alert: Alert | null;
  user: UserSession | null;
  target: string | null;
};

export const termsAcceptanceEffectActions = ['updateUser', 'navigate'] as const;

/** After accepting: the last term still pending (other than this one), else where the user was going. */
export function nextAfterTerm(user: UserSession, input: TermsAcceptanceInput): string {
  const others = Object.fromEntries(Object.entries(user.pendingTerms).filter(([id]) => id !== input.termId));
  return lastPendingTermPath(others) ?? input.continueTo;
}

/** /termos/:id/:version: show the term, accept it, continue to the next pending term or where the user was going. */
export const termsAcceptanceMachine = setup({
  types: {} as { context: TermsAcceptanceContext; events: TermsAcceptanceEvent; input: TermsAcceptanceInput },
  actors: {
    loadTerm: notProvided<Term, TermRef>('loadTerm'),
    acceptTerm: notProvided<UserSession, TermRef>('acceptTerm'),
  },
  actions: {
    updateUser: (_, _params: { user: UserSession }) => {},
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'termsAcceptance',
  context: ({ input }) => ({ input, term: null, alert: null, user: null, target: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTerm',
        input: ({ context }) => ({ termId: context.input.termId, version: context.input.version }),
        onDone: { target: 'showing', actions: assign({ term: ({ event }) => event.output }) },
        onError: {
          target: 'notFound',
          actions: assign({
            alert: ({ event }) => (failureOf(event).status === 404 ? null : failureAlert(event)),
          }),
        },
      },
    },
    showing: { on: { ACCEPT: 'accepting' } },
    accepting: {
      entry: assign({ alert: null }),
      invoke: {
        src: 'acceptTerm',
        input: ({ context }) => ({ termId: context.input.termId, version: context.input.version }),
        onDone: {
          target: 'done',
          actions: [
            assign(({ context, event }) => ({
              user: event.output,
              target: nextAfterTerm(event.output, context.input),
            })),
            { type: 'updateUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'acceptFailed', actions: assign({ alert: ({ event }) => failureAlert(event) }) },
      },
    },
    acceptFailed: {
      on: { RETRY: 'accepting', DISMISS: { target: 'showing', actions: assign({ alert: null }) } },
    },
    notFound: { type: 'final' },
    done: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: context.target ?? context.input.continueTo }),
      },
    },
  },
});
