// Records a real session of one statechart as a replay fixture (issue 15, 'Gravar'): the events sent, the
// state reached before each next event (what the replay sees, as fixture replies settle at once), the result
// each provided actor got from the real server (in call order per actor) and the effect actions run per step.
// Secrets are masked at the source (mask.ts). Generic: any hook that provides actors/actions can be recorded.
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';
import type { ReplayFixture } from '../../../schemas/replay-fixture';
import { maskSecrets } from './mask';
import type { MachineImplementations, MachineRecording } from './recording-context';

type Reply = { resolve: unknown } | { reject: unknown };
type Action = { type: string; params?: unknown };
type Step = ReplayFixture['steps'][number];
type Snapshot = () => { value: unknown };

export type Recorder = MachineRecording & {
  /** The fixture so far, the last step's expectation read now; null before any machine was wrapped. */
  stop(description?: string): ReplayFixture | null;
};

/** A rejection as JSON: the API's failures are plain objects already; an Error keeps its name and message. */
function rejection(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return maskSecrets(error);
}

export function createRecorder(): Recorder {
  let machine: string | null = null;
  let input: unknown;
  const replies = new Map<string, (Reply | null)[]>();
  const steps: Step[] = [];
  let actions: Action[] = [];
  let current: Snapshot | null = null;

  const close = (read: Snapshot | null) => {
    const step = steps.at(-1);
    if (!step || !read) return;
    step.expect = structuredClone(read().value) as Step['expect'];
    if (actions.length) step.actions = actions;
    actions = [];
  };

  const wrapActor = (name: string, logic: AnyActorLogic) =>
    fromPromise(async ({ input: actorInput, signal }: { input: unknown; signal: AbortSignal }) => {
      const queue = replies.get(name) ?? [];
      replies.set(name, queue);
      const slot = queue.length;
      queue.push(null);
      const inner = createActor(logic, { input: actorInput });
      signal.addEventListener('abort', () => inner.stop());
      inner.start();
      try {
        const value = await toPromise(inner);
        queue[slot] = { resolve: maskSecrets(value) };
        return value;
      } catch (error) {
        queue[slot] = { reject: rejection(error) };
        throw error;
      }
    });

  const wrapAction = (name: string, action: unknown) => (args: unknown, params: unknown) => {
    actions.push(params === undefined ? { type: name } : { type: name, params: maskSecrets(params) });
    if (typeof action === 'function') (action as (a: unknown, p: unknown) => void)(args, params);
  };

  return {
    wrap<T extends MachineImplementations>(name: string, machineInput: unknown, implementations: T): T {
      machine = name;
      input = maskSecrets(machineInput);
      const actors = Object.fromEntries(
        Object.entries(implementations.actors ?? {}).map(([key, logic]) => [key, wrapActor(key, logic as AnyActorLogic)]),
      );
      const wrapped = Object.fromEntries(
        Object.entries(implementations.actions ?? {}).map(([key, action]) => [key, wrapAction(key, action)]),
      );
      return { ...implementations, actors, actions: wrapped };
    },
    sent(event, read) {
      current = read;
      close(read);
      steps.push({ send: maskSecrets(event) as Step['send'], expect: '' });
    },
    attach(read) {
      current = read;
    },
    stop(description) {
      if (!machine || !current) return null;
      if (steps.length === 0) steps.push({ expect: '' });
      close(current);
      const actors: NonNullable<ReplayFixture['actors']> = {};
      for (const [name, queue] of replies) {
        // A call still waiting for the server at stop has no reply yet: it is left out.
        const settled = queue.filter((reply): reply is Reply => reply !== null);
        if (settled.length) actors[name] = settled;
      }
      const fixture: ReplayFixture = {
        $schema: '../../../schemas/json/replay-fixture.schema.json',
        machine,
        description: description ?? `Gravado de uma sessão real em ${new Date().toISOString()}.`,
        ...(input === null || input === undefined ? {} : { input: input as Record<string, unknown> }),
        ...(Object.keys(actors).length ? { actors } : {}),
        steps: structuredClone(steps),
      };
      return fixture;
    },
  };
}
