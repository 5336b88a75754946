// Comparisons used by the replay runner: exact state values, partial deep matches for context and params.

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((k) => deepEqual((a as never)[k], (b as never)[k]));
}

/**
 * Paths where `actual` differs from `expected`: objects match when every expected key matches (extra keys
 * are fine), arrays element-wise with the same length, everything else by value (null matches only null).
 */
export function partialMismatches(actual: unknown, expected: unknown, path = ''): string[] {
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual) !== Array.isArray(expected)) {
      return [`${path || '/'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
    }
    if (Array.isArray(expected) && (actual as unknown[]).length !== expected.length) {
      return [`${path || '/'}: expected ${expected.length} items, got ${(actual as unknown[]).length}`];
    }
    return Object.entries(expected).flatMap(([k, v]) =>
      partialMismatches((actual as Record<string, unknown>)[k], v, `${path}/${k}`),
    );
  }
  return Object.is(actual, expected)
    ? []
    : [`${path || '/'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

export type RecordedAction = { type: string; params?: unknown };

/** Checks that `expected` occurs in order inside `recorded` (a subsequence), params matched partially. */
export function missingActions(
  recorded: readonly RecordedAction[],
  expected: readonly RecordedAction[],
): string[] {
  let from = 0;
  for (const want of expected) {
    const index = recorded.findIndex(
      (got, i) =>
        i >= from &&
        got.type === want.type &&
        (want.params === undefined || partialMismatches(got.params, want.params).length === 0),
    );
    if (index < 0) {
      return [
        `action ${JSON.stringify(want)} not run (in order); ran ${JSON.stringify(recorded.slice(from))}`,
      ];
    }
    from = index + 1;
  }
  return [];
}
