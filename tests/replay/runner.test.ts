import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import type { ReplayFixture } from '../../schemas/replay-fixture';
import { replayFixture } from './replay';

const base = { machine: 'requestTracker', steps: [] } as const;
const run = (fixture: Omit<ReplayFixture, 'machine'> & { machine?: string }) =>
  replayFixture({ ...base, ...fixture });

// A tiny machine with a timer, to show `after` runs on the SimulatedClock (the registered machines have none).
const timerMachine = setup({ types: {} as { context: { ticks: number } } }).createMachine({
  context: { ticks: 0 },
  initial: 'waiting',
  states: { waiting: { after: { 1000: { target: 'rang', actions: assign({ ticks: 1 }) } } }, rang: {} },
});

describe('replay runner', () => {
  it('passes a correct fixture and records nothing for a machine without effects', async () => {
    const result = await run({
      actors: { request: [{ resolve: 7 }] },
      steps: [{ send: { type: 'RUN' }, expect: 'resolved', context: { result: 7 } }],
    });
    expect(result).toEqual({ ok: true, failures: [], actions: [] });
  });

  it('fails on a wrong state or context', async () => {
    const result = await run({
      actors: { request: [{ reject: { status: 500 } }] },
      steps: [{ send: { type: 'RUN' }, expect: 'resolved', context: { runs: 2 } }],
    });
    expect(result.failures).toEqual([
      'step 1 (RUN): expected state "resolved", got "rejected"',
      'step 1 (RUN): context /runs: expected 2, got 1',
    ]);
  });

  it('fails with a clear message when an actor is called more times than it has replies', async () => {
    const result = await run({ steps: [{ send: { type: 'RUN' }, expect: 'rejected' }] });
    expect(result.failures).toEqual(['actor "request" was called 1 time(s) but the fixture has 0 replies']);
  });

  it('fails on unused replies and on replies for an actor the machine does not have', async () => {
    expect(
      (await run({ actors: { request: [{ resolve: 1 }] }, steps: [{ expect: 'idle' }] })).failures,
    ).toEqual(['actor "request" has 1 unused reply']);
    expect((await run({ actors: { fetch: [] }, steps: [{ expect: 'idle' }] })).failures[0]).toMatch(
      /"fetch", which requestTracker does not invoke/,
    );
  });

  it('checks effect actions in order with partial params', async () => {
    const fixture = JSON.parse(
      JSON.stringify({
        machine: 'login',
        input: {
          companyId: 'local',
          externalAuth: false,
          selfRegistration: true,
          notRegisteredNotification: false,
          appRoute: '/dashboard',
          connectionCheck: { enable: false },
        },
        actors: { fetchAdfsUrl: [{ resolve: { url: 'https://adfs.example/x' } }] },
        steps: [{ send: { type: 'ADFS' }, expect: 'leftForAdfs', actions: [{ type: 'navigate' }] }],
      }),
    ) as ReplayFixture;
    const result = await replayFixture(fixture);
    expect(result.failures[0]).toMatch(/action \{"type":"navigate"\} not run/);
    expect(result.actions).toEqual([{ type: 'goExternal', params: { url: 'https://adfs.example/x' } }]);
  });

  it('rejects an input that does not satisfy the machine input, and an unknown machine', async () => {
    expect(
      (await replayFixture({ machine: 'login', input: { companyId: 'x' }, steps: [{ expect: 'identify' }] }))
        .failures[0],
    ).toMatch(/^input: /);
    expect((await run({ machine: 'nope', steps: [{ expect: 'x' }] })).failures).toEqual([
      'unknown machine "nope"',
    ]);
  });

  it('advances `after` on the SimulatedClock, without real time', async () => {
    const registry = { timer: { machine: timerMachine, effectActions: [] } };
    const steps = [
      { after: 999, expect: 'waiting' },
      { after: 1, expect: 'rang', context: { ticks: 1 } },
    ];
    expect(await replayFixture({ machine: 'timer', steps }, registry)).toMatchObject({ ok: true });
  });
});
