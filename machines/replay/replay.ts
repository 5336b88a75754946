// Replays a statechart fixture (DESIGN.md §3, issue 15): fake actors from the fixture's replies, recorded
// effect actions, SimulatedClock for `after`, invoked child machines run for real (their own actors faked
// from the fixture), and after every step an exact check of state, the named context and the effect actions.
// Pure: no Node APIs, so the QA workbench runs the same engine in the browser.
import {
  SimulatedClock,
  createActor,
  fromPromise,
  type AnyEventObject,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import type { ReplayFixture } from '../../schemas/replay-fixture';
import type { RegisteredMachine } from '../registry';
import { actionMismatches, deepEqual, partialMismatches, type RecordedAction } from './match';
import { machineTransitions } from './transitions';

export type ActorCall = {
  actor: string;
  input: unknown;
  reply: { resolve: unknown } | { reject: unknown } | null;
};

/** What one step did: the state reached, what ran, and whether the fixture's expectation held. */
export type StepTrace = {
  index: number;
  send?: AnyEventObject;
  after?: number;
  expect: unknown;
  state: StateValue;
  children: Record<string, StateValue>;
  /** Context of each invoked child at this step, by invoke id (what a screen of the child shows). */
  childContexts: Record<string, unknown>;
  context: unknown;
  /** Effect actions (the ones the app provides), compared in full with the step's `actions`. */
  actions: RecordedAction[];
  /** Every action XState executed, internal ones included (assign, forwardTo ...), by name. */
  ran: string[];
  actorCalls: ActorCall[];
  /** Transition keys taken (machineTransitions), prefixed by the machine's registry name. */
  transitions: string[];
  failures: string[];
};

export type ReplayResult = {
  ok: boolean;
  failures: string[];
  actions: RecordedAction[];
  /** The state after start (before step 1) and each step's trace. */
  start: Omit<StepTrace, 'index' | 'expect' | 'failures'>;
  steps: StepTrace[];
  /** Covered transition keys per registry machine name (the fixture's machine and its invoked children). */
  covered: Record<string, string[]>;
};

export type ReplayOptions = {
  /** Checks the fixture's input against its machine's input schema (by registry name); a failure text or null. */
  checkInput?: (machine: string, input: unknown) => string | null;
  /** Stop after this many steps (the workbench shows a fixture up to a chosen step). */
  untilStep?: number;
};

/** Lets every settled fake reply reach the machine (promise callbacks, then the actor's own microtasks). */
async function settle(pending: Set<Promise<unknown>>): Promise<void> {
  for (let round = 0; round < 1000; round++) {
    await Promise.allSettled([...pending]);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    if (pending.size === 0) return;
  }
  throw new Error('replay did not settle after 1000 rounds');
}

type Child = { src: string; name: string; entry: RegisteredMachine };

function stepLabel(index: number, step: ReplayFixture['steps'][number]): string {
  const what = step.send
    ? ` (${step.send.type})`
    : step.after !== undefined
      ? ` (after ${step.after} ms)`
      : '';
  return `step ${index + 1}${what}`;
}

export async function replayFixture(
  fixture: ReplayFixture,
  registry: Readonly<Record<string, RegisteredMachine>>,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const failures: string[] = [];
  const empty = {
    state: '',
    children: {},
    childContexts: {},
    context: undefined,
    actions: [],
    ran: [],
    actorCalls: [],
    transitions: [],
  };
  const refuse = (failure: string): ReplayResult => ({
    ok: false,
    failures: [failure],
    actions: [],
    start: empty,
    steps: [],
    covered: {},
  });
  const entry = Object.hasOwn(registry, fixture.machine) ? registry[fixture.machine] : undefined;
  if (!entry) return refuse(`unknown machine "${fixture.machine}"`);
  const inputFailure = options.checkInput?.(fixture.machine, fixture.input);
  if (inputFailure) return refuse(`input: ${inputFailure}`);

  const children: Child[] = Object.entries(entry.children ?? {}).flatMap(([src, name]) =>
    Object.hasOwn(registry, name) ? [{ src, name, entry: registry[name]! }] : [],
  );
  const childSrcs = new Set(children.map((c) => c.src));
  const actorNames = (machine: RegisteredMachine['machine']) => Object.keys(machine.implementations.actors);
  // Fixture reply queues: the machine's own actors by name, a child's as `<src>.<actor>`.
  const replyNames = [
    ...actorNames(entry.machine).filter((name) => !childSrcs.has(name)),
    ...children.flatMap((c) => actorNames(c.entry.machine).map((name) => `${c.src}.${name}`)),
  ];
  for (const name of Object.keys(fixture.actors ?? {})) {
    if (!replyNames.includes(name))
      failures.push(`fixture gives replies for "${name}", which ${fixture.machine} does not invoke`);
  }
  const queues = new Map(replyNames.map((name) => [name, [...(fixture.actors?.[name] ?? [])]]));
  const calls = new Map<string, number>();
  const pending = new Set<Promise<unknown>>();
  const clock = new SimulatedClock();
  let actorCalls: ActorCall[] = [];
  const track = (promise: Promise<unknown>) => {
    const tracked = promise.finally(() => pending.delete(tracked));
    tracked.catch(() => undefined);
    pending.add(tracked);
  };
  // A reply settles now, or when the SimulatedClock reaches its delay; only then does settle() wait for it.
  const fakeActor = (name: string) =>
    fromPromise(({ input }: { input: unknown }) => {
      const count = (calls.get(name) ?? 0) + 1;
      calls.set(name, count);
      const reply = queues.get(name)?.shift();
      actorCalls.push({
        actor: name,
        input,
        reply: reply ? ('resolve' in reply ? { resolve: reply.resolve } : { reject: reply.reject }) : null,
      });
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
    });

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
  // Children run for real, as the app provides them: only their actors come from the fixture.
  const childMachines = children.map((c) => {
    const machine = c.entry.machine.provide({
      actors: Object.fromEntries(
        actorNames(c.entry.machine).map((name) => [name, fakeActor(`${c.src}.${name}`)]),
      ),
    } as never);
    return { ...c, machine, keys: machineTransitions(machine).keyOf };
  });
  const ownActors = Object.fromEntries(
    actorNames(entry.machine).map((name) => [
      name,
      childMachines.find((c) => c.src === name)?.machine ?? fakeActor(name),
    ]),
  );
  const machine = entry.machine.provide({ actors: ownActors, actions } as never);
  const rootKeys = machineTransitions(machine).keyOf;
  const covered: Record<string, Set<string>> = { [fixture.machine]: new Set() };
  let taken: string[] = [];
  let ran: string[] = [];
  // Set once created: the inspector already runs while createActor builds the initial state.
  const rootRef: { current?: unknown } = {};
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.action') ran.push(event.action.type);
    if (event.type !== '@xstate.microstep') return;
    const src = (event.actorRef as { src?: unknown }).src;
    // The initial state's eventless steps are taken while the root actor is being created (root still unset).
    const isRoot = rootRef.current ? event.actorRef === rootRef.current : !childSrcs.has(String(src));
    const child = isRoot ? undefined : childMachines.find((c) => src === c.src);
    const name = isRoot ? fixture.machine : child?.name;
    const keyOf = isRoot ? rootKeys : child?.keys;
    if (!name || !keyOf) return;
    for (const transition of event._transitions) {
      const key = keyOf(transition);
      if (!key) continue;
      (covered[name] ??= new Set()).add(key);
      taken.push(`${name}:${key}`);
    }
  };
  const actor = createActor(machine, { input: fixture.input as never, clock, inspect });
  rootRef.current = actor;
  actor.subscribe({ error: (err) => failures.push(`machine error: ${String(err)}`) });
  const observe = () => {
    const snapshot = actor.getSnapshot();
    const childStates: Record<string, StateValue> = {};
    const childContexts: Record<string, unknown> = {};
    type ChildRef = { getSnapshot(): { value?: StateValue; context?: unknown } } | undefined;
    for (const [id, ref] of Object.entries(snapshot.children as Record<string, ChildRef>)) {
      const child = ref?.getSnapshot();
      if (child?.value === undefined) continue;
      childStates[id] = child.value;
      childContexts[id] = structuredClone(child.context);
    }
    const seen = {
      state: snapshot.value,
      children: childStates,
      childContexts,
      context: structuredClone(snapshot.context) as unknown,
      actions: recorded,
      ran,
      actorCalls,
      transitions: taken,
    };
    recorded = [];
    ran = [];
    actorCalls = [];
    taken = [];
    return seen;
  };
  actor.start();
  await settle(pending);
  const start = observe();
  // Effects run on start belong to step 1's comparison (the fixture lists what happened since the last check).
  recorded = [...start.actions];
  const steps: StepTrace[] = [];
  const last = Math.min(fixture.steps.length, options.untilStep ?? fixture.steps.length);
  for (const [index, step] of fixture.steps.slice(0, last).entries()) {
    const where = stepLabel(index, step);
    const before = failures.length;
    if (step.send) actor.send(step.send as AnyEventObject);
    if (step.after !== undefined) clock.increment(step.after);
    await settle(pending);
    const seen = observe();
    const own: string[] = [];
    if (!deepEqual(seen.state, step.expect))
      own.push(`${where}: expected state ${JSON.stringify(step.expect)}, got ${JSON.stringify(seen.state)}`);
    for (const [id, value] of Object.entries(step.children ?? {})) {
      if (!deepEqual(seen.children[id], value))
        own.push(
          `${where}: expected child ${id} in ${JSON.stringify(value)}, got ${JSON.stringify(seen.children[id] ?? null)}`,
        );
    }
    if (step.context)
      own.push(...partialMismatches(seen.context, step.context, '').map((m) => `${where}: context ${m}`));
    own.push(...actionMismatches(seen.actions, step.actions ?? []).map((m) => `${where}: ${m}`));
    const stepFailures = [...failures.slice(before), ...own];
    failures.push(...own);
    steps.push({
      index,
      send: step.send as AnyEventObject | undefined,
      after: step.after,
      expect: step.expect,
      ...seen,
      failures: stepFailures,
    });
    if (failures.length) break;
  }
  if (!failures.length && last === fixture.steps.length) {
    for (const [name, left] of queues) {
      if (left.length)
        failures.push(`actor "${name}" has ${left.length} unused repl${left.length > 1 ? 'ies' : 'y'}`);
    }
  }
  actor.stop();
  return {
    ok: failures.length === 0,
    failures,
    actions: all,
    start,
    steps,
    covered: Object.fromEntries(Object.entries(covered).map(([name, keys]) => [name, [...keys].sort()])),
  };
}
