/**
 * itemSummary: SPEC §4 summary figure of one module item (states empty, loaded, error; reloads skipped while a
 * load is in flight), SPEC §8 (failure marks sumError and records 'connectionErrorSum'), SPEC §9 (30000 ms).
 *
 * input   { companyId; moduleId; item: { id, sumSql?, connector?, sumType? }; timeoutMs?: number (30000) }
 * events  LOAD | RELOAD (both start a load from empty, loaded or error; ignored while loading)
 * actors  loadSummary({ companyId, moduleId, itemId, sql, connector, timeoutMs }) -> number | null (the figure;
 *         domain/item-opening summaryValue() reads it from the query's rows)
 * actions recordActivity({ pointer: 'connectionErrorSum', itemId, moduleId }) on a failed or timed-out load
 * states  empty, loading, loaded (context.value), error (context.sumError true). An item with sumSql and no
 *         connector starts in error (no load, nothing recorded: it is a configuration error, not a failure).
 *         An item without sumSql stays empty.
 */
import { assign, setup } from 'xstate';
import { lacksConnector } from '../domain/item-opening';
import { SUMMARY_TIMEOUT_MS } from '../domain/remote-sql';
import { failureOf, notProvided } from './shared/effects';
import type { ApiFailure } from '../domain/api-failure';
import type { ItemSummaryInput } from './inputs/item-summary';

export type { ItemSummaryInput };

export type ItemSummaryEvent = { type: 'LOAD' } | { type: 'RELOAD' };
export type ItemSummaryContext = {
  input: ItemSummaryInput;
  value: number | null;
  sumError: boolean;
  /** Why it is in error: 'noConnector', 'timeout' or the failed call. */
  error: ApiFailure | 'noConnector' | 'timeout' | null;
};
export type LoadSummaryInput = {
  companyId: string;
  moduleId: string;
  itemId: string;
  sql: string;
  connector: string;
  timeoutMs: number;
};

export const itemSummaryEffectActions = ['recordActivity'] as const;

const activityParams = ({ context }: { context: ItemSummaryContext }) => ({
  pointer: 'connectionErrorSum' as const,
  moduleId: context.input.moduleId,
  itemId: context.input.item.id,
});
const failed = {
  target: 'error' as const,
  actions: ['markFailed' as const, { type: 'recordActivity' as const, params: activityParams }],
};

export const itemSummaryMachine = setup({
  types: {} as { context: ItemSummaryContext; events: ItemSummaryEvent; input: ItemSummaryInput },
  actors: { loadSummary: notProvided<number | null, LoadSummaryInput>('loadSummary') },
  actions: {
    markFailed: assign({
      sumError: true,
      value: null,
      error: ({ event }) => (event.type.startsWith('xstate.after') ? 'timeout' : failureOf(event)),
    }),
    recordActivity: (_, _params: { pointer: 'connectionErrorSum'; moduleId: string; itemId: string }) => {},
  },
  guards: {
    missingConnector: ({ context }) => lacksConnector(context.input.item),
    canLoad: ({ context }) => Boolean(context.input.item.sumSql) && !lacksConnector(context.input.item),
  },
  delays: { summaryTimeout: ({ context }) => context.input.timeoutMs ?? SUMMARY_TIMEOUT_MS },
}).createMachine({
  id: 'itemSummary',
  context: ({ input }) => ({ input, value: null, sumError: false, error: null }),
  initial: 'empty',
  states: {
    empty: {
      always: {
        guard: 'missingConnector',
        target: 'error',
        actions: assign({ sumError: true, error: 'noConnector' as const }),
      },
      on: { LOAD: { guard: 'canLoad', target: 'loading' }, RELOAD: { guard: 'canLoad', target: 'loading' } },
    },
    loading: {
      // LOAD/RELOAD are not handled here: a reload while one is in flight is skipped (SPEC §4).
      invoke: {
        src: 'loadSummary',
        input: ({ context: { input } }) => ({
          companyId: input.companyId,
          moduleId: input.moduleId,
          itemId: input.item.id,
          sql: input.item.sumSql!,
          connector: input.item.connector!,
          timeoutMs: input.timeoutMs ?? SUMMARY_TIMEOUT_MS,
        }),
        onDone: {
          target: 'loaded',
          actions: assign({ value: ({ event }) => event.output ?? null, sumError: false, error: null }),
        },
        onError: failed,
      },
      after: { summaryTimeout: failed },
    },
    loaded: { on: { LOAD: 'loading', RELOAD: 'loading' } },
    error: {
      on: { LOAD: { guard: 'canLoad', target: 'loading' }, RELOAD: { guard: 'canLoad', target: 'loading' } },
    },
  },
});
