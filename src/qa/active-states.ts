import type { StateValue } from 'xstate';

/** Every active state path of a state value, ancestors included: {a: {b: 'c'}} -> a, a.b, a.b.c. */
export function activePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return value ? [`${prefix}${value}`] : [];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...(child === undefined ? [] : activePaths(child as StateValue, `${prefix}${key}.`)),
  ]);
}

/** A state value as one line: 'idle' or 'mfa.sending'. */
export function stateText(value: StateValue): string {
  const leaves = activePaths(value).filter((path, _, all) => !all.some((other) => other.startsWith(`${path}.`)));
  return leaves.join(', ') || '—';
}
