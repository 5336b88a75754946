import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import type { ReplayFixture } from '../../schemas/replay-fixture';
import { machineInputSchemas } from '../../machines/input-schemas';
import { machineRegistry } from '../../machines/registry';
import { replayFixture } from './replay';

const base = { machine: 'requestTracker', steps: [] } as const;
/** A fixture literal the test writes by hand (events carry their own fields). */
const asFixture = (fixture: object) => fixture as ReplayFixture;
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
    expect(result).toMatchObject({ ok: true, failures: [], actions: [] });
    expect(result.steps.map((s) => [s.state, s.actorCalls.map((c) => c.actor)])).toEqual([
      ['resolved', ['request']],
    ]);
    expect(result.covered.requestTracker).toEqual(['idle|RUN|0', 'pending|onDone requestTracker.pending|0']);
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

  const adfsFixture = (actions: ReplayFixture['steps'][number]['actions']) =>
    ({
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
      steps: [{ send: { type: 'ADFS' }, expect: 'leftForAdfs', ...(actions ? { actions } : {}) }],
    }) as ReplayFixture;
  const ran = '[{"type":"goExternal","params":{"url":"https://adfs.example/x"}}]';

  it("compares a step's effect actions in full: exact list, exact params", async () => {
    const exact = [{ type: 'goExternal', params: { url: 'https://adfs.example/x' } }];
    expect(await replayFixture(adfsFixture(exact))).toMatchObject({ ok: true, actions: exact });
    expect((await replayFixture(adfsFixture([{ type: 'navigate' }]))).failures).toEqual([
      `step 1 (ADFS): actions: expected [{"type":"navigate"}], ran ${ran}`,
    ]);
    // Params are compared whole, not partially: a missing or different field fails.
    expect((await replayFixture(adfsFixture([{ type: 'goExternal' }]))).ok).toBe(false);
    expect(
      (await replayFixture(adfsFixture([{ type: 'goExternal', params: { url: 'https://x' } }]))).ok,
    ).toBe(false);
  });

  it('fails on an extra or duplicate effect the step does not list', async () => {
    expect((await replayFixture(adfsFixture(undefined))).failures).toEqual([
      `step 1 (ADFS): actions: expected [], ran ${ran}`,
    ]);
    const twice = [
      { type: 'goExternal', params: { url: 'https://adfs.example/x' } },
      { type: 'goExternal', params: { url: 'https://adfs.example/x' } },
    ];
    expect((await replayFixture(adfsFixture(twice))).ok).toBe(false);
  });

  it('runs an invoked child machine for real: forwarded events drive it and its own actors come from the fixture', async () => {
    const result = await replayFixture(
      asFixture({
        machine: 'entityRegistration',
        input: {
          companyId: 'local',
          paths: { autoValidate: false, question: null, mfa: true, approval: false },
        },
        actors: { 'mfa.listOptions': [{ resolve: [{ id: 'sms', label: 'SMS' }] }] },
        steps: [
          {
            send: { type: 'SUBMIT', document: '12ABC34501DE35' },
            expect: 'mfa',
            children: { mfa: 'choosing' },
          },
          { send: { type: 'CANCEL' }, expect: 'editing' },
        ],
      }),
    );
    expect(result.failures).toEqual([]);
    expect(result.steps[0]!.actorCalls).toEqual([
      {
        actor: 'mfa.listOptions',
        input: { companyId: 'local', document: '12ABC34501DE35' },
        reply: { resolve: [{ id: 'sms', label: 'SMS' }] },
      },
    ]);
    expect(result.covered.entityMfa).toContain('(root)|CANCEL|0');
    expect(result.steps[1]!.ran).toContain('xstate.sendTo');
  });

  it('fails when a child is not in the expected state, and refuses replies meant for a faked child', async () => {
    const input = {
      companyId: 'local',
      paths: { autoValidate: false, question: null, mfa: true, approval: false },
    };
    const wrongChild = await replayFixture(
      asFixture({
        machine: 'entityRegistration',
        input,
        actors: { 'mfa.listOptions': [{ resolve: [] as unknown[] }] },
        steps: [
          {
            send: { type: 'SUBMIT', document: '12ABC34501DE35' },
            expect: 'mfa',
            children: { mfa: 'choosing' },
          },
        ],
      }),
    );
    expect(wrongChild.failures).toEqual(['step 1 (SUBMIT): expected child mfa in "choosing", got "failed"']);
    const faked = await replayFixture(
      asFixture({
        machine: 'entityRegistration',
        input,
        actors: { mfa: [{ resolve: { outcome: 'cancelled' } }] },
        steps: [{ expect: 'editing' }],
      }),
    );
    expect(faked.failures[0]).toMatch(/"mfa", which entityRegistration does not invoke/);
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

  it('names only registered machines among the input schemas (a renamed machine would lose its input check)', () => {
    for (const name of Object.keys(machineInputSchemas)) expect(Object.keys(machineRegistry), name).toContain(name);
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
