// The transitions of a statechart, each with a stable key, for replay coverage (issue 15): every candidate of
// every event (guarded branches count one by one), eventless `always` branches, `after` timers and invoke
// onDone/onError, as XState v5 keeps them on each state node.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One declared transition: `source` state path, the event it answers, its index among that event's candidates. */
export type TransitionInfo = {
  key: string;
  source: string;
  event: string;
  index: number;
  guard: string | null;
  targets: string[];
};

type TransitionDefinitionLike = {
  source: AnyStateNode;
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[] | undefined;
};

const pathOf = (node: AnyStateNode) => node.path.join('.') || '(root)';

/** Event names as a reader knows them: `xstate.done.actor.0.login.checkingUser` -> `done: checkingUser`. */
export function readableEvent(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1] === 'done' ? 'onDone' : 'onError'} ${done[2]!.replace(/^\d+\./, '')}`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventType;
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return 'guard';
}

function allNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states).flatMap((child) => allNodes(child as AnyStateNode))];
}

/**
 * Every transition of the machine, keyed `<source>|<event>|<index>`, and a lookup from XState's transition
 * objects (what the inspector's microsteps carry) to those keys.
 */
export function machineTransitions(machine: AnyStateMachine): {
  list: TransitionInfo[];
  keyOf: (transition: unknown) => string | undefined;
} {
  const list: TransitionInfo[] = [];
  const keys = new Map<unknown, string>();
  for (const node of allNodes(machine.root)) {
    const groups: [string, readonly TransitionDefinitionLike[]][] = [
      ...[...(node.transitions as Map<string, TransitionDefinitionLike[]>).entries()],
      ['', (node.always ?? []) as TransitionDefinitionLike[]],
    ];
    for (const [eventType, candidates] of groups) {
      candidates.forEach((transition, index) => {
        const event = readableEvent(eventType);
        const key = `${pathOf(node)}|${event}|${index}`;
        keys.set(transition, key);
        list.push({
          key,
          source: pathOf(node),
          event,
          index,
          guard: guardName(transition.guard),
          targets: (transition.target ?? []).map(pathOf),
        });
      });
    }
  }
  return { list, keyOf: (transition) => keys.get(transition) };
}
