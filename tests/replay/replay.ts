// Replays a statechart fixture (DESIGN.md §3): fake actors from the fixture's replies, stubbed effect
// actions, SimulatedClock for `after`, and a check of state value, context and actions after every step.
import { readFileSync } from 'node:fs';
import { SimulatedClock, createActor, fromPromise, type AnyEventObject } from 'xstate';
import { machineRegistry, type RegisteredMachine } from '../../machines/registry';
import { ReplayFixture } from '../../schemas/replay-fixture';
import { compileSchema } from '../../schemas/validator';
import { deepEqual, missingActions, partialMismatches, type RecordedAction } from './match';

export type ReplayResult = { ok: boolean; failures: string[]; actions: RecordedAction[] };

const fixtureSchema = compileSchema<ReplayFixture>(ReplayFixture);
const inputValidators = new WeakMap<object, ReturnType<typeof compileSchema>>();

export function loadFixture(file: string): ReplayFixture {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!fixtureSchema.check(data))
    throw new Error(`${file} is not a replay fixture: ${fixtureSchema.describe()}`);
  return data;
}

/** Lets every settled fake reply reach the machine (promise callbacks, then the actor's own microtasks). */
async function settle(pending: Set<Promise<unknown>>): Promise<void> {
  for (let round = 0; round < 1000; round++) {
    await Promise.allSettled([...pending]);
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (pending.size === 0) return;
  }
  throw new Error('replay did not settle after 1000 rounds');
}

export async function replayFixture(
  fixture: ReplayFixture,
  registry: Readonly<Record<string, RegisteredMachine>> = machineRegistry,
): Promise<ReplayResult> {
  const failures: string[] = [];
  const entry = Object.hasOwn(registry, fixture.machine) ? registry[fixture.machine] : undefined;
  if (!entry) return { ok: false, failures: [`unknown machine "${fixture.machine}"`], actions: [] };
  if (entry.inputSchema) {
    const inputSchema = inputValidators.get(entry.inputSchema) ?? compileSchema(entry.inputSchema);
    inputValidators.set(entry.inputSchema, inputSchema);
    if (!inputSchema.check(fixture.input))
      return { ok: false, failures: [`input: ${inputSchema.describe()}`], actions: [] };
  }
  const actorNames = Object.keys(entry.machine.implementations.actors);
  for (const name of Object.keys(fixture.actors ?? {})) {
    if (!actorNames.includes(name))
      failures.push(`fixture gives replies for "${name}", which ${fixture.machine} does not invoke`);
  }
  const queues = new Map(actorNames.map((name) => [name, [...(fixture.actors?.[name] ?? [])]]));
  const calls = new Map<string, number>();
  const pending = new Set<Promise<unknown>>();
  const clock = new SimulatedClock();
  // A reply settles now, or when the SimulatedClock reaches its delay; only then does settle() wait for it.
  const track = (promise: Promise<unknown>) => {
    const tracked = promise.finally(() => pending.delete(tracked));
    tracked.catch(() => undefined);
    pending.add(tracked);
  };
  const actors = Object.fromEntries(
    actorNames.map((name) => [
      name,
      fromPromise(() => {
        const count = (calls.get(name) ?? 0) + 1;
        calls.set(name, count);
        const reply = queues.get(name)?.shift();
        if (!reply) {
          const message = `actor "${name}" was called ${count} time(s) but the fixture has ${count - 1} replies`;
          failures.push(message);
          const refused = Promise.reject(new Error(message));
          track(refused);
          return refused;
        }
        const outcome = () =>
          'resolve' in reply ? Promise.resolve(reply.resolve) : Promise.reject(reply.reject);
        if (!reply.delay) {
          const now = outcome();
          track(now);
          return now;
        }
        return new Promise((resolve, reject) => {
          clock.setTimeout(() => {
            const later = outcome();
            track(later);
            later.then(resolve, reject);
          }, reply.delay!);
        });
      }),
    ]),
  );
  let recorded: RecordedAction[] = [];
  const all: RecordedAction[] = [];
  const actions = Object.fromEntries(
    entry.effectActions.map((name) => [
      name,
      (_: unknown, params: unknown) => {
        const action = params === undefined ? { type: name } : { type: name, params };
        recorded.push(action);
        all.push(action);
      },
    ]),
  );
  const actor = createActor(entry.machine.provide({ actors, actions } as never), {
    input: fixture.input as never,
    clock,
  });
  actor.subscribe({ error: (err) => failures.push(`machine error: ${String(err)}`) });
  actor.start();
  await settle(pending);
  for (const [index, step] of fixture.steps.entries()) {
    const where = `step ${index + 1}${step.send ? ` (${step.send.type})` : step.after !== undefined ? ` (after ${step.after} ms)` : ''}`;
    if (step.send) actor.send(step.send as AnyEventObject);
    if (step.after !== undefined) clock.increment(step.after);
    await settle(pending);
    const snapshot = actor.getSnapshot();
    if (!deepEqual(snapshot.value, step.expect)) {
      failures.push(
        `${where}: expected state ${JSON.stringify(step.expect)}, got ${JSON.stringify(snapshot.value)}`,
      );
    }
    if (step.context)
      failures.push(
        ...partialMismatches(snapshot.context, step.context, '').map((m) => `${where}: context ${m}`),
      );
    if (step.actions) failures.push(...missingActions(recorded, step.actions).map((m) => `${where}: ${m}`));
    recorded = [];
    if (failures.length) break;
  }
  for (const [name, left] of queues) {
    if (left.length && !failures.length)
      failures.push(`actor "${name}" has ${left.length} unused repl${left.length > 1 ? 'ies' : 'y'}`);
  }
  actor.stop();
  return { ok: failures.length === 0, failures, actions: all };
}
