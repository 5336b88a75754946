import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { transitionCoverage, unreachableTransitions } from '../../machines/replay/coverage';
import { machineTransitions } from '../../machines/replay/transitions';
import { fixtureFiles } from './fixture-files';
import { loadFixture, replayFixture } from './replay';

/** Targets of a node's eventless (`always`) transitions: @xstate/graph's edges leave them out. */
function alwaysTargets(node: DirectedGraphNode): string[] {
  return node.stateNode.always?.flatMap((t) => t.target?.map((target) => target.id) ?? []) ?? [];
}

/**
 * A state with an unguarded `always` transition is never at rest: no snapshot can show it, so no fixture
 * can expect it. Its outgoing branches still count (their targets must be expected).
 */
function isTransient(node: DirectedGraphNode): boolean {
  return node.stateNode.always?.some((t) => !t.guard) ?? false;
}

/** Every resting state reachable from the initial state through the machine's transitions (@xstate/graph). */
function reachableStates(machine: AnyStateMachine): string[] {
  const nodes = new Map<string, DirectedGraphNode>();
  const collect = (node: DirectedGraphNode) => {
    nodes.set(node.id, node);
    node.children.forEach(collect);
  };
  collect(toDirectedGraph(machine));
  const pathOf = (id: string) => nodes.get(id)!.stateNode.path.join('.');
  // Entering a compound state enters its initial child too (and that child's, down the chain).
  const withInitial = (id: string): string[] => [
    id,
    ...(nodes.get(id)?.stateNode.initial?.target ?? []).flatMap((t) => withInitial(t.id)),
  ];
  const ancestorsOf = (id: string): string[] => {
    const list: string[] = [];
    for (let p = nodes.get(id)?.stateNode.parent; p; p = p.parent) list.push(p.id);
    return list;
  };
  const targetsOf = (id: string) => [
    ...(nodes.get(id)?.edges ?? []).map((edge) => edge.target.id),
    ...(nodes.has(id) ? alwaysTargets(nodes.get(id)!) : []),
  ];
  const initial = withInitial(machine.root.id).slice(1);
  const seen = new Set<string>(initial);
  const queue = [...initial];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    // Transitions declared on any ancestor (a compound state's `after`, a root-level RESET) also leave from here.
    for (const target of [id, ...ancestorsOf(id)].flatMap(targetsOf).flatMap(withInitial)) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen]
    .filter((id) => !isTransient(nodes.get(id)!))
    .map(pathOf)
    .filter((p) => p !== '')
    .sort();
}

/** 'a' -> ['a']; { a: 'b' } -> ['a', 'a.b'] */
function statePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
    prefix + k,
    ...statePaths(v, `${prefix}${k}.`),
  ]);
}

describe('every reachable state is expected by some fixture', () => {
  const fixtures = fixtureFiles().map(loadFixture);

  it('fixtures only name registered machines', () => {
    expect(fixtures.map((f) => f.machine).filter((m) => !Object.hasOwn(machineRegistry, m))).toEqual([]);
  });

  it('walks the whole login graph: every state of the contract is reachable', () => {
    const contract = [
      'identify',
      'checkingUser',
      'redirectingToAdfs',
      'leftForAdfs',
      'blocked',
      'notRegistered',
      'confirmingEmail',
      'creatingUser',
      'registrationSent',
      'password',
      'authenticating',
      'checkingConnection',
      'maintenance',
      'requestingReset',
      'resetResult',
      'loginFailed',
      'connectionError',
      'done',
    ];
    expect(reachableStates(machineRegistry.login!.machine)).toEqual([...contract].sort());
    expect(reachableStates(machineRegistry.requestTracker!.machine)).toEqual([
      'idle',
      'pending',
      'rejected',
      'resolved',
    ]);
  });

  it('the account and session machines keep their state contract (transient states excluded)', () => {
    const contracts: Record<string, string[]> = {
      routeGuard: [
        'allowed',
        'loggingIn',
        'optionalSession',
        'publicSession',
        'redirected',
        'sessionError',
        'validatingSession',
      ],
      registration: ['completing', 'connectionError', 'done', 'editing', 'invalidLink'],
      passwordChange: ['changing', 'done', 'editing', 'failed', 'invalidLink', 'resetting'],
      termsAcceptance: ['acceptFailed', 'accepting', 'done', 'loading', 'notFound', 'showing'],
      notificationConsent: ['done', 'editing', 'saveFailed', 'saved', 'saving'],
      profile: ['editing', 'saveFailed', 'saved', 'saving'],
      feedback: ['choosing', 'sendFailed', 'sending', 'thanks'],
    };
    for (const [name, states] of Object.entries(contracts))
      expect([name, reachableStates(machineRegistry[name]!.machine)]).toEqual([name, states]);
  });

  it.each(Object.entries(machineRegistry))('%s', (name, { machine }) => {
    const reachable = reachableStates(machine);
    const expected = new Set(
      fixtures.filter((f) => f.machine === name).flatMap((f) => f.steps.flatMap((s) => statePaths(s.expect))),
    );
    expect(reachable.length).toBeGreaterThan(1);
    expect(reachable.filter((state) => !expected.has(state))).toEqual([]);
  });
});

describe('every declared transition is taken by some fixture (guarded branches one by one)', () => {
  const coverage = Promise.all(fixtureFiles().map((file) => replayFixture(loadFixture(file)))).then(
    (results) => transitionCoverage(machineRegistry, results),
  );

  it.each(Object.keys(machineRegistry))('%s: 100%% of its reachable transitions', async (name) => {
    const machine = (await coverage).find((c) => c.machine === name)!;
    expect(machine.total).toBeGreaterThan(0);
    expect(machine.missing.map((t) => `${t.key}${t.guard ? ` [${t.guard}]` : ''}`)).toEqual([]);
  });

  it('excuses only transitions that exist, each with its reason', () => {
    for (const [name, excused] of Object.entries(unreachableTransitions)) {
      const keys = machineTransitions(machineRegistry[name]!.machine).list.map((t) => t.key);
      for (const [key, reason] of Object.entries(excused)) {
        expect(keys).toContain(key);
        expect(reason.length).toBeGreaterThan(20);
      }
    }
  });

  it('counts guarded candidates, always branches, timers and invoke results as transitions', () => {
    const keys = machineTransitions(machineRegistry.itemSummary!.machine).list.map((t) => t.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'empty|LOAD|0',
        'empty|always|0',
        'loading|onDone itemSummary.loading|0',
        'loading|onError itemSummary.loading|0',
        expect.stringMatching(/^loading\|after /),
      ]),
    );
  });
});
