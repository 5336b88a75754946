// Transition coverage of the replay fixtures (issue 15): which declared transitions some fixture takes, and
// which none does, per registered machine. Guarded branches count one by one.
import type { RegisteredMachine } from '../registry';
import { machineTransitions, type TransitionInfo } from './transitions';

/**
 * Transitions no fixture can take, by machine, with the reason. Kept short and explained: a transition that
 * lands here without a reason fails the coverage test.
 */
export const unreachableTransitions: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  entityRegistration: {
    'mfa|onError mfa|0':
      'the invoked entityMfa handles every rejection of its own actors (its failed state), so it never errors; the branch guards against a defect in the child',
  },
};

export type MachineCoverage = {
  machine: string;
  total: number;
  covered: number;
  missing: TransitionInfo[];
  unreachable: (TransitionInfo & { reason: string })[];
};

/** Coverage of every registered machine from the `covered` keys of a set of replay results. */
export function transitionCoverage(
  registry: Readonly<Record<string, RegisteredMachine>>,
  results: readonly { covered: Record<string, string[]> }[],
): MachineCoverage[] {
  const taken = new Map<string, Set<string>>();
  for (const result of results)
    for (const [machine, keys] of Object.entries(result.covered))
      keys.forEach((key) => (taken.get(machine) ?? taken.set(machine, new Set()).get(machine)!).add(key));
  return Object.entries(registry).map(([machine, entry]) => {
    const all = machineTransitions(entry.machine).list;
    const excused = unreachableTransitions[machine] ?? {};
    const reachable = all.filter((t) => !Object.hasOwn(excused, t.key));
    const seen = taken.get(machine) ?? new Set<string>();
    return {
      machine,
      total: reachable.length,
      covered: reachable.filter((t) => seen.has(t.key)).length,
      missing: reachable.filter((t) => !seen.has(t.key)),
      unreachable: all
        .filter((t) => Object.hasOwn(excused, t.key))
        .map((t) => ({ ...t, reason: excused[t.key]! })),
    };
  });
}
