import { assign, fromPromise, setup } from 'xstate';
import type { ApiFailure } from '../domain/api-failure';

/** result/error are null until a request settles (JSON-friendly for fixtures). */
export type RequestTrackerContext = { input: unknown; result: unknown; error: unknown; runs: number };
export type RequestTrackerEvent = { type: 'RUN'; input?: unknown } | { type: 'RESET' };

/** The app provides `request`; the default rejects so an unwired tracker never calls anything. */
const request = fromPromise<unknown, unknown>(() =>
  Promise.reject<unknown>({
    status: 0,
    error: '#NOT_PROVIDED',
    message: 'actor "request" not provided',
  } satisfies ApiFailure),
);

const run = { target: '#requestTracker.pending', actions: 'takeInput' as const };

/** SPEC §4 request-status tracker: one request at a time; RUN while pending is ignored. */
export const requestTrackerMachine = setup({
  types: {} as { context: RequestTrackerContext; events: RequestTrackerEvent },
  actors: { request },
  actions: {
    takeInput: assign({ input: ({ event }) => (event.type === 'RUN' ? (event.input ?? null) : null) }),
    countRun: assign({ runs: ({ context }) => context.runs + 1, error: null }),
  },
}).createMachine({
  id: 'requestTracker',
  context: { input: null, result: null, error: null, runs: 0 },
  initial: 'idle',
  on: { RESET: { target: '.idle', actions: assign({ input: null, result: null, error: null }) } },
  states: {
    idle: { on: { RUN: run } },
    pending: {
      entry: 'countRun',
      invoke: {
        src: 'request',
        input: ({ context }: { context: RequestTrackerContext }) => context.input,
        onDone: { target: 'resolved', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'rejected', actions: assign({ error: ({ event }) => event.error, result: null }) },
      },
      // RUN is deliberately not handled here: a run while pending is ignored.
    },
    resolved: { on: { RUN: run } },
    rejected: { on: { RUN: run } },
  },
});

/** Effect actions of the tracker (none): listed for the replay runner. */
export const requestTrackerEffectActions = [] as const;
