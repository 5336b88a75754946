import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { replayFixture } from '../../../../machines/replay/replay';
import { ReplayFixture } from '../../../../schemas/replay-fixture';
import { compileSchema } from '../../../../schemas/validator';
import { SECRET_MASK, maskSecrets } from '../../../../src/qa/record/mask';
import { createRecorder } from '../../../../src/qa/record/recorder';

type Input = { companyId: string };
type Event = { type: 'SUBMIT'; email: string; password: string } | { type: 'DISMISS' };

// A clock-free machine shaped like login: an actor call per submit, effect actions with params, a guard on blank.
const machine = setup({
  types: { input: {} as Input, context: {} as { companyId: string; tries: number }, events: {} as Event },
  actors: {
    signIn: fromPromise<{ code: string; user: string }, { email: string; password: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    persist: (_, _params: { code: string; user: string }) => undefined,
    focusPassword: () => undefined,
  },
  guards: { blank: ({ event }) => event.type === 'SUBMIT' && event.password.trim() === '' },
}).createMachine({
  id: 'fake',
  context: ({ input }) => ({ companyId: input.companyId, tries: 0 }),
  initial: 'form',
  entry: 'focusPassword',
  states: {
    form: {
      on: {
        SUBMIT: [
          { guard: 'blank', target: 'form', reenter: true, actions: 'focusPassword' },
          { target: 'signingIn' },
        ],
      },
    },
    signingIn: {
      entry: assign({ tries: ({ context }) => context.tries + 1 }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => event as { email: string; password: string },
        onDone: { target: 'done', actions: { type: 'persist', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { DISMISS: { target: 'form', actions: 'focusPassword' } } },
    done: { type: 'final' },
  },
});
const registry = { fake: { machine, effectActions: ['persist', 'focusPassword'] } };
const fixtureSchema = compileSchema<ReplayFixture>(ReplayFixture);

// The "real server": a wrong password is refused with the API's failure object, the right one gets a session.
const server = fromPromise<{ code: string; user: string }, { email: string; password: string }>(async ({ input }) => {
  if (input.password !== 's3cr3t-right') throw { status: 401, error: '#WRONG_PASSWORD', message: 'Senha incorreta' };
  return { code: 'session-code-123', user: input.email };
});

describe('QA recorder (issue 15)', () => {
  it('masks secret fields at any depth, keeps blank ones and everything else', () => {
    expect(maskSecrets({ password: 'x', nested: [{ clientSecret: 'y', code: '', name: 'n' }], token: null })).toEqual({
      password: SECRET_MASK,
      nested: [{ clientSecret: SECRET_MASK, code: '', name: 'n' }],
      token: null,
    });
  });

  it('records a real session that validates, replays green and holds no secret', async () => {
    const recorder = createRecorder();
    const performed: string[] = [];
    const provided = recorder.wrap('fake', { companyId: 'local' }, {
      actors: { signIn: server },
      actions: { persist: () => performed.push('persist'), focusPassword: () => performed.push('focus') },
    });
    const actor = createActor(machine.provide(provided as never), { input: { companyId: 'local' } });
    actor.start();
    const read = () => actor.getSnapshot();
    recorder.attach(read);
    const send = (event: Event) => {
      recorder.sent(event, read);
      actor.send(event);
    };
    send({ type: 'SUBMIT', email: 'ana@demo.com.br', password: '   ' });
    send({ type: 'SUBMIT', email: 'ana@demo.com.br', password: 'wrong-one' });
    await waitFor(actor, (s) => s.matches('failed'));
    send({ type: 'DISMISS' });
    send({ type: 'SUBMIT', email: 'ana@demo.com.br', password: 's3cr3t-right' });
    await waitFor(actor, (s) => s.matches('done'));
    const fixture = recorder.stop('fake session');
    expect(performed).toEqual(['focus', 'focus', 'focus', 'persist']);
    expect(fixture).not.toBeNull();
    expect(fixtureSchema.check(fixture)).toBe(true);
    expect(fixture!.steps.map((s) => s.expect)).toEqual(['form', 'failed', 'form', 'done']);
    expect(fixture!.steps.map((s) => (s.actions ?? []).map((a) => a.type))).toEqual([
      ['focusPassword', 'focusPassword'],
      [],
      ['focusPassword'],
      ['persist'],
    ]);
    expect(fixture!.actors).toEqual({
      signIn: [
        { reject: { status: 401, error: '#WRONG_PASSWORD', message: 'Senha incorreta' } },
        { resolve: { code: SECRET_MASK, user: 'ana@demo.com.br' } },
      ],
    });
    const text = JSON.stringify(fixture);
    for (const secret of ['wrong-one', 's3cr3t-right', 'session-code-123']) expect(text).not.toContain(secret);
    const result = await replayFixture(fixture!, registry);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('a recording whose expectation is edited fails in replay (the check is live)', async () => {
    const recorder = createRecorder();
    const provided = recorder.wrap('fake', { companyId: 'local' }, { actors: { signIn: server }, actions: {} });
    const actor = createActor(machine.provide(provided as never), { input: { companyId: 'local' } });
    actor.start();
    recorder.sent({ type: 'SUBMIT' }, () => actor.getSnapshot());
    actor.send({ type: 'SUBMIT', email: 'a@b.c', password: 'wrong-one' });
    await waitFor(actor, (s) => s.matches('failed'));
    const fixture = recorder.stop()!;
    expect(fixture.steps[0]!.expect).toBe('failed');
    fixture.steps[0]!.expect = 'done';
    expect((await replayFixture(fixture, registry)).ok).toBe(false);
  });
});
