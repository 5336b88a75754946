// Comparisons used by the replay runner: exact state values, partial deep matches for context, and the
// effect actions of a step compared in full (issue 15: an extra or duplicate effect fails).

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
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

/**
 * The effect actions a step ran against the ones it lists, in full: same count, same order, same types and
 * equal params (an action listed without params must have run without them). A step that lists none
 * expects none.
 */
export function actionMismatches(
  recorded: readonly RecordedAction[],
  expected: readonly RecordedAction[],
): string[] {
  const same = (got: RecordedAction, want: RecordedAction) =>
    got.type === want.type && deepEqual(got.params, want.params);
  if (recorded.length === expected.length && recorded.every((got, i) => same(got, expected[i]!))) return [];
  return [`actions: expected ${JSON.stringify(expected)}, ran ${JSON.stringify(recorded)}`];
}
