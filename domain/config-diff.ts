import { pointerSegment } from './json-pointer';

/** One difference between two config documents, at a JSON pointer ('/company/style/color/primary'). */
export type ConfigChange =
  | { kind: 'added'; path: string; after: unknown }
  | { kind: 'removed'; path: string; before: unknown }
  | { kind: 'changed'; path: string; before: unknown; after: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);


/**
 * The differences from `before` to `after` by JSON path, in document order: objects and arrays are compared
 * member by member (array members by index), so a change deep in a module shows at its own path; a value
 * whose type changes (an object becoming a string) is one 'changed' entry at its path.
 */
export function diffConfig(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (Object.is(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((key) => !Object.hasOwn(before, key))];
    return keys.flatMap((key) => {
      const at = `${path}/${pointerSegment(key)}`;
      if (!Object.hasOwn(after, key)) return [{ kind: 'removed', path: at, before: before[key] } as const];
      if (!Object.hasOwn(before, key)) return [{ kind: 'added', path: at, after: after[key] } as const];
      return diffConfig(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => {
      const at = `${path}/${index}`;
      if (index >= after.length) return [{ kind: 'removed', path: at, before: before[index] } as const];
      if (index >= before.length) return [{ kind: 'added', path: at, after: after[index] } as const];
      return diffConfig(before[index], after[index], at);
    }).flat();
  }
  return [{ kind: 'changed', path, before, after }];
}
