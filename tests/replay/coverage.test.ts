import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { fixtureFiles } from './fixture-files';
import { loadFixture } from './replay';

/** Every state reachable from the initial state through the machine's transitions (@xstate/graph's graph). */
function reachableStates(machine: AnyStateMachine): string[] {
  const nodes = new Map<string, DirectedGraphNode>();
  const collect = (node: DirectedGraphNode) => {
    nodes.set(node.id, node);
    node.children.forEach(collect);
  };
  collect(toDirectedGraph(machine));
  const pathOf = (id: string) => nodes.get(id)!.stateNode.path.join('.');
  const initial = machine.root.initial?.target.map((t) => t.id) ?? [];
  const seen = new Set<string>(initial);
  const queue = [...initial];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const edge of nodes.get(id)?.edges ?? []) {
      if (!seen.has(edge.target.id)) {
        seen.add(edge.target.id);
        queue.push(edge.target.id);
      }
    }
    // Transitions declared on an ancestor (e.g. a root-level RESET) also leave from here.
    for (const edge of nodes.get(machine.root.id)?.edges ?? []) {
      if (!seen.has(edge.target.id)) {
        seen.add(edge.target.id);
        queue.push(edge.target.id);
      }
    }
  }
  return [...seen]
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

  it.each(Object.entries(machineRegistry))('%s', (name, { machine }) => {
    const reachable = reachableStates(machine);
    const expected = new Set(
      fixtures.filter((f) => f.machine === name).flatMap((f) => f.steps.flatMap((s) => statePaths(s.expect))),
    );
    expect(reachable.length).toBeGreaterThan(1);
    expect(reachable.filter((state) => !expected.has(state))).toEqual([]);
  });
});
