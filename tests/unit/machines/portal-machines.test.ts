import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { batchPollingMachine, type BatchResult } from '../../../machines/batch-polling.machine';
import { itemSummaryMachine } from '../../../machines/item-summary.machine';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('batchPolling', () => {
  it('polls every 1000 ms with the SPEC defaults and sends jobId and the 300000 ms max-wait', async () => {
    const inputs: unknown[] = [];
    let calls = 0;
    const machine = batchPollingMachine.provide({
      actors: {
        fetchBatch: fromPromise(async ({ input }) => {
          inputs.push(input);
          calls++;
          if (calls < 3) throw { status: 404 };
          return { rows: [{ n: 1 }] };
        }),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { jobId: 'j1' }, clock }).start();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ running: 'waiting' });
    clock.increment(999);
    await flush();
    expect(calls).toBe(1);
    clock.increment(1);
    await flush();
    clock.increment(1000);
    await waitFor(actor, (s) => s.matches('done'));
    expect(inputs).toEqual([1, 2, 3].map(() => ({ jobId: 'j1', maxWaitMs: 300000 })));
    expect(actor.getSnapshot().context.rows).toEqual([{ n: 1 }]);
  });

  it('times out at 300000 ms by default', async () => {
    const machine = batchPollingMachine.provide({
      actors: { fetchBatch: fromPromise(() => new Promise<BatchResult>(() => {})) },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { jobId: 'j2' }, clock }).start();
    clock.increment(299_999);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it('the default fetchBatch rejects: an unwired machine fails instead of calling anything', async () => {
    const actor = createActor(batchPollingMachine, { input: { jobId: 'j3' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 0, error: '#NOT_PROVIDED' });
  });
});

describe('itemSummary', () => {
  const input = {
    companyId: 'local',
    moduleId: 'financeiro',
    item: { id: 'titulos', sumSql: 'titulos-em-aberto', connector: 'erp-demo' },
  };

  it('passes the named query, connector and the 30000 ms timeout to loadSummary', async () => {
    const inputs: unknown[] = [];
    const machine = itemSummaryMachine.provide({
      actors: {
        loadSummary: fromPromise(async ({ input }) => {
          inputs.push(input);
          return 7;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(inputs).toEqual([
      {
        companyId: 'local',
        moduleId: 'financeiro',
        itemId: 'titulos',
        sql: 'titulos-em-aberto',
        connector: 'erp-demo',
        timeoutMs: 30000,
      },
    ]);
    expect(actor.getSnapshot().context.value).toBe(7);
  });

  it('honours a custom timeout and records connectionErrorSum once', () => {
    const recorded: unknown[] = [];
    const machine = itemSummaryMachine.provide({
      actors: { loadSummary: fromPromise(() => new Promise<number | null>(() => {})) },
      actions: { recordActivity: (_, params) => recorded.push(params) },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { ...input, timeoutMs: 5000 }, clock }).start();
    actor.send({ type: 'LOAD' });
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('error');
    expect(recorded).toEqual([{ pointer: 'connectionErrorSum', moduleId: 'financeiro', itemId: 'titulos' }]);
  });
});
