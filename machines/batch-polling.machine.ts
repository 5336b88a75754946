/**
 * batchPolling: SPEC §4/§7 batch SQL job. A 201 reply carried `jobId`; the job's result is polled every `pollMs`
 * while the server answers 404, until it arrives, up to `maxWaitMs` in all.
 *
 * input   { jobId: string; pollMs?: number (1000); maxWaitMs?: number (300000) }
 * events  CANCEL
 * actors  fetchBatch({ jobId, maxWaitMs }) -> { rows: unknown[] } | unknown[]; rejects with ApiFailure
 *         (status 404 = not ready yet: poll again after pollMs)
 * actions none (the app reads done/failed/timedOut from the snapshot)
 * states  running.polling, running.waiting, done (final; context.rows), failed (final; context.error, alert),
 *         timedOut (final; alert), cancelled (final)
 * context jobId, pollMs, maxWaitMs, attempts (calls made), rows (null until done), error, alert
 */
import { assign, setup } from 'xstate';
import type { ApiFailure } from '../domain/api-failure';
import { portalMessages } from '../domain/messages/portal';
import { shellMessages } from '../domain/messages/shell';
import { BATCH_MAX_WAIT_MS, BATCH_POLL_MS } from '../domain/remote-sql';
import type { BatchPollingInput } from './inputs/batch-polling';
import { failureAlert, failureOf, notProvided, type Alert } from './shared/effects';

export type { BatchPollingInput };

export type BatchPollingEvent = { type: 'CANCEL' };
export type BatchPollingContext = {
  jobId: string;
  pollMs: number;
  maxWaitMs: number;
  attempts: number;
  rows: unknown[] | null;
  error: ApiFailure | null;
  alert: Alert | null;
};
export type BatchResult = { rows?: unknown[] } | unknown[];

export const batchPollingEffectActions = [] as const;

const rowsOf = (output: BatchResult): unknown[] =>
  Array.isArray(output) ? output : Array.isArray(output?.rows) ? output.rows : [];

export const batchPollingMachine = setup({
  types: {} as { context: BatchPollingContext; events: BatchPollingEvent; input: BatchPollingInput },
  actors: { fetchBatch: notProvided<BatchResult, { jobId: string; maxWaitMs: number }>('fetchBatch') },
  guards: { notReady: ({ event }) => failureOf(event).status === 404 },
  delays: {
    pollDelay: ({ context }) => context.pollMs,
    maxWait: ({ context }) => context.maxWaitMs,
  },
}).createMachine({
  id: 'batchPolling',
  context: ({ input }) => ({
    jobId: input.jobId,
    pollMs: input.pollMs ?? BATCH_POLL_MS,
    maxWaitMs: input.maxWaitMs ?? BATCH_MAX_WAIT_MS,
    attempts: 0,
    rows: null,
    error: null,
    alert: null,
  }),
  initial: 'running',
  states: {
    running: {
      // The max-wait clock runs across polls: leaving `running` for any reason stops it.
      after: { maxWait: { target: 'timedOut' } },
      on: { CANCEL: 'cancelled' },
      initial: 'polling',
      states: {
        polling: {
          entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
          invoke: {
            src: 'fetchBatch',
            input: ({ context }) => ({ jobId: context.jobId, maxWaitMs: context.maxWaitMs }),
            onDone: {
              target: '#batchPolling.done',
              actions: assign({ rows: ({ event }) => rowsOf(event.output) }),
            },
            onError: [
              { guard: 'notReady', target: 'waiting' },
              {
                target: '#batchPolling.failed',
                actions: assign({
                  error: ({ event }) => failureOf(event),
                  alert: ({ event }) => failureAlert(event),
                }),
              },
            ],
          },
        },
        waiting: { after: { pollDelay: 'polling' } },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
    timedOut: {
      type: 'final',
      entry: assign({ alert: { title: shellMessages.alerts.unexpected, text: portalMessages.items.batchTimedOut } }),
    },
    cancelled: { type: 'final' },
  },
});
