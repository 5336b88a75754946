// The state names of the portal and entity machines are a public contract (fixtures and the UI use them), and every
// state, nested ones included, is expected by some replay fixture (tests/replay/coverage.test.ts walks top-level
// transitions only, so it does not reach into `running` of batchPolling).
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machineRegistry } from '../../../machines/registry';
import { fixtureFiles } from '../../replay/fixture-files';
import { loadFixture } from '../../replay/replay';

const contracts: Record<string, string[]> = {
  batchPolling: ['cancelled', 'done', 'failed', 'running', 'running.polling', 'running.waiting', 'timedOut'],
  itemSummary: ['empty', 'error', 'loaded', 'loading'],
  entitySelection: ['choosing', 'loadFailed', 'loading', 'saveFailed', 'saved', 'saving'],
  entityMfa: [
    'added',
    'alreadyHeld',
    'authenticating',
    'awaitingCode',
    'cancelled',
    'choosing',
    'expired',
    'failed',
    'loadingOptions',
    'sendingCode',
    'wrongCode',
  ],
  entityRegistration: [
    'added',
    'answering',
    'approvalForm',
    'autoValidating',
    'checkingAnswer',
    'editing',
    'failed',
    'mfa',
    'pending',
    'refused',
    'requestingApproval',
    'wrongAnswer',
  ],
};

function allStates(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode): string[] =>
    Object.values(node.states).flatMap((child) => [child.path.join('.'), ...walk(child)]);
  return walk(machine.root).sort();
}

const statePaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix + value]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
        prefix + k,
        ...statePaths(v, `${prefix}${k}.`),
      ]);

describe('portal and entity machines: state contract and fixture coverage', () => {
  const fixtures = fixtureFiles().map(loadFixture);

  it.each(Object.entries(contracts))('%s', (name, states) => {
    const machine = machineRegistry[name]!.machine;
    expect(allStates(machine)).toEqual(states);
    const expected = new Set(
      fixtures.filter((f) => f.machine === name).flatMap((f) => f.steps.flatMap((s) => statePaths(s.expect))),
    );
    expect(states.filter((state) => !expected.has(state))).toEqual([]);
  });
});
