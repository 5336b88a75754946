import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { requestTrackerMachine } from '../../../machines/request-tracker.machine';

describe('request tracker', () => {
  it('passes the RUN input to the request and ignores RUN while pending', async () => {
    const inputs: unknown[] = [];
    let release: (v: string) => void = () => {};
    const machine = requestTrackerMachine.provide({
      actors: {
        request: fromPromise(({ input }) => {
          inputs.push(input);
          return new Promise<string>((resolve) => (release = resolve));
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'RUN', input: { page: 1 } });
    actor.send({ type: 'RUN', input: { page: 2 } });
    expect(actor.getSnapshot().value).toBe('pending');
    release('ok');
    await waitFor(actor, (s) => s.matches('resolved'));
    expect(inputs).toEqual([{ page: 1 }]);
    expect(actor.getSnapshot().context).toMatchObject({ result: 'ok', runs: 1 });
  });

  it('the default request rejects', async () => {
    const actor = createActor(requestTrackerMachine).start();
    actor.send({ type: 'RUN' });
    await waitFor(actor, (s) => s.matches('rejected'));
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 0, error: '#NOT_PROVIDED' });
  });
});
