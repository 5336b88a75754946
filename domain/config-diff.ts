import { pointerSegment } from './json-pointer';
import { isJsonObject } from './json-object';

/** One difference between two config documents, at a JSON pointer ('/company/style/color/primary'). */
export type ConfigChange =
  | { kind: 'added'; path: string; after: unknown }
  | { kind: 'removed'; path: string; before: unknown }
  | { kind: 'changed'; path: string; before: unknown; after: unknown }
  /** Members with an `id` that moved (the fewest that explain the new order): each one's index on each side. */
  | { kind: 'reordered'; path: string; before: Record<string, number>; after: Record<string, number> };


/** The members' ids, when every member is an object with a string `id` and no two share one; else null. */
function memberIds(list: unknown[]): string[] | null {
  const ids = list.map((member) => (isJsonObject(member) && typeof member.id === 'string' ? member.id : null));
  return ids.every((id): id is string => id !== null) && new Set(ids).size === ids.length ? ids : null;
}

/** Indexes into `values` of one longest strictly increasing subsequence (patience sorting, O(n log n)). */
function longestIncreasing(values: number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}

/**
 * Members matched by id (modules, items): a member removed or added is one entry at its own index, a member both
 * versions hold is compared at its index in `after`, and a change of order is one 'reordered' entry at the list
 * naming the members that moved. Matched by index, removing the first of 200 modules would list every field of
 * the 199 after it.
 */
function diffById(before: unknown[], after: unknown[], beforeIds: string[], afterIds: string[], path: string): ConfigChange[] {
  const afterIndex = new Map(afterIds.map((id, index) => [id, index]));
  const beforeIndex = new Map(beforeIds.map((id, index) => [id, index]));
  const kept = beforeIds.filter((id) => afterIndex.has(id));
  // The members that keep their relative order are the longest run of rising indexes in `after`; the rest moved.
  const stayed = longestIncreasing(kept.map((id) => afterIndex.get(id)!));
  const moved = kept.filter((_, index) => !stayed.has(index));
  const changes: ConfigChange[] = [];
  if (moved.length > 0) {
    const at = (indexes: Map<string, number>) => Object.fromEntries(moved.map((id) => [id, indexes.get(id)!]));
    changes.push({ kind: 'reordered', path, before: at(beforeIndex), after: at(afterIndex) });
  }
  beforeIds.forEach((id, index) => {
    if (!afterIndex.has(id)) changes.push({ kind: 'removed', path: `${path}/${index}`, before: before[index] });
  });
  afterIds.forEach((id, index) => {
    const at = `${path}/${index}`;
    const was = beforeIndex.get(id);
    if (was === undefined) changes.push({ kind: 'added', path: at, after: after[index] });
    else changes.push(...diffConfig(before[was], after[index], at));
  });
  return changes;
}

/**
 * The differences from `before` to `after` by JSON path, in document order: objects and arrays are compared
 * member by member, so a change deep in a module shows at its own path; array members by their `id` where
 * every member has a distinct one (see diffById), else by index; a value whose type changes (an object becoming
 * a string) is one 'changed' entry at its path.
 */
export function diffConfig(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (Object.is(before, after)) return [];
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((key) => !Object.hasOwn(before, key))];
    return keys.flatMap((key) => {
      const at = `${path}/${pointerSegment(key)}`;
      if (!Object.hasOwn(after, key)) return [{ kind: 'removed', path: at, before: before[key] } as const];
      if (!Object.hasOwn(before, key)) return [{ kind: 'added', path: at, after: after[key] } as const];
      return diffConfig(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const [beforeIds, afterIds] = [memberIds(before), memberIds(after)];
    if (beforeIds && afterIds) return diffById(before, after, beforeIds, afterIds, path);
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
