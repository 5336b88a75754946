import type { Module, ModuleItem } from '../schemas/company';

/**
 * Which modules and items a group sees, edited from either side (issue 10; SPEC §6): a module whose role.groups
 * is empty (or absent) shows to everyone; an item whose groups is empty shows to everyone who sees its module.
 * An edit never leaves a list empty by removing its last group, since empty means everyone: the caller is told
 * to hide the module or item instead.
 */

/** A module, or one item of a module. */
export type AccessTarget = { moduleId: string; itemId?: string };

export type AccessChange = { ok: true; modules: Module[] } | { ok: false; reason: 'lastGroup' | 'notFound' };

/** A group's name as the groups API takes it (server/routes/pro-admin/groups.ts): 1 to 80 characters, no spaces, no '/'. */
export const GROUP_NAME_MAX = 80;
export type GroupNameProblem = 'required' | 'spaces' | 'slash' | 'tooLong';
export function groupNameProblem(name: string): GroupNameProblem | null {
  if (name === '') return 'required';
  if (/\s/.test(name)) return 'spaces';
  if (name.includes('/')) return 'slash';
  return name.length > GROUP_NAME_MAX ? 'tooLong' : null;
}

/** A known group whose name differs from `name` only in letter case (two such groups would be told apart by no one). */
export const caseTwinOf = (name: string, known: readonly string[]) =>
  known.find((group) => group !== name && group.toLocaleLowerCase('pt-BR') === name.toLocaleLowerCase('pt-BR')) ?? null;

/**
 * Who sees a module: its groups (or `everyone`), and whether it is a `requiresAccountsAccess` module, shown only to
 * users the payment service gives accounts access, so the admin is not told 'todos' for it.
 */
export function moduleAudience(module: Pick<Module, 'role'>, everyone: string): { who: string; accountsOnly: boolean } {
  const groups = module.role?.groups ?? [];
  return { who: groups.length === 0 ? everyone : groups.join(', '), accountsOnly: module.role?.requiresAccountsAccess === true };
}

/** moduleAudience in one line of words: 'financeiro · só para quem tem acesso às contas'. */
export function moduleAudienceText(module: Pick<Module, 'role'>, texts: { everyone: string; accountsOnly: string }): string {
  const { who, accountsOnly } = moduleAudience(module, texts.everyone);
  return accountsOnly ? `${who} · ${texts.accountsOnly}` : who;
}

const listOf = (groups: readonly string[] | undefined) => groups ?? [];

/** Whether `groups` (a module's role.groups or an item's groups) lets `group` in. */
export function lets(groups: readonly string[] | undefined, group: string): boolean {
  const list = listOf(groups);
  return list.length === 0 || list.includes(group);
}

/** Whether the list is open to everyone (empty or absent). */
export const isOpenToAll = (groups: readonly string[] | undefined) => listOf(groups).length === 0;

/** The groups a target's list holds: the module's role.groups or the item's groups. */
export function targetGroups(modules: readonly Module[], target: AccessTarget): string[] | undefined {
  const module = modules.find((m) => m.id === target.moduleId);
  if (!module) return undefined;
  if (target.itemId === undefined) return [...listOf(module.role?.groups)];
  const item = module.items.find((i) => i.id === target.itemId);
  return item ? [...listOf(item.groups)] : undefined;
}

/**
 * The list after giving (`visible`) or taking a group's access: giving a restricted list adds the group (an open
 * list already lets it in); taking from a restricted list removes it; taking from an open list lists every other
 * known group. A list that would end empty is refused ('lastGroup').
 */
export function withGroupAccess(
  groups: readonly string[] | undefined,
  group: string,
  visible: boolean,
  knownGroups: readonly string[],
): { ok: true; groups: string[] } | { ok: false } {
  const list = listOf(groups);
  if (visible) return { ok: true, groups: list.length === 0 || list.includes(group) ? [...list] : [...list, group] };
  const next = list.length === 0 ? [...new Set(knownGroups)].filter((g) => g !== group) : list.filter((g) => g !== group);
  if (next.length === 0) return { ok: false };
  return { ok: true, groups: next };
}

/** The modules with a target's list replaced (a module's role keeps its other fields; an empty list stays []). */
export function withTargetGroups(modules: readonly Module[], target: AccessTarget, groups: readonly string[]): Module[] {
  return modules.map((module) => {
    if (module.id !== target.moduleId) return module;
    if (target.itemId === undefined) return { ...module, role: { ...module.role, groups: [...groups] } };
    return {
      ...module,
      items: module.items.map((item): ModuleItem => (item.id === target.itemId ? { ...item, groups: [...groups] } : item)),
    };
  });
}

/** Gives or takes one group's access to a module or item (withGroupAccess's rules). */
export function setGroupAccess(
  modules: readonly Module[],
  target: AccessTarget,
  group: string,
  visible: boolean,
  knownGroups: readonly string[],
): AccessChange {
  const current = targetGroups(modules, target);
  if (current === undefined) return { ok: false, reason: 'notFound' };
  const next = withGroupAccess(current, group, visible, knownGroups);
  if (!next.ok) return { ok: false, reason: 'lastGroup' };
  return { ok: true, modules: withTargetGroups(modules, target, next.groups) };
}

/**
 * Sets a target's whole list from the module's side: `null` opens it to everyone; a list of groups restricts it.
 * An empty list is refused, since it would mean everyone.
 */
export function setTargetAudience(modules: readonly Module[], target: AccessTarget, groups: readonly string[] | null): AccessChange {
  if (targetGroups(modules, target) === undefined) return { ok: false, reason: 'notFound' };
  if (groups !== null && groups.length === 0) return { ok: false, reason: 'lastGroup' };
  return { ok: true, modules: withTargetGroups(modules, target, groups === null ? [] : [...new Set(groups)]) };
}

/** Whether a group sees a module's item: it sees the module and the item lets it in. */
export function groupSees(module: Module, item: ModuleItem | null, group: string): boolean {
  if (!lets(module.role?.groups, group)) return false;
  return item === null || lets(item.groups, group);
}

/** The groups the tenant's modules and items name, plus the ones given (e.g. the groups API's), sorted, once each. */
export function knownGroupsOf(modules: readonly Module[], extra: readonly string[] = []): string[] {
  const named = modules.flatMap((m) => [...listOf(m.role?.groups), ...m.items.flatMap((i) => listOf(i.groups))]);
  return [...new Set([...named, ...extra])].sort();
}

/** The grants with one group's permissions replaced (a group left with none is dropped from the map). */
export function withGroupPermissions<P extends string>(
  grants: Readonly<Record<string, readonly P[]>> | undefined,
  group: string,
  permissions: readonly P[],
): Record<string, P[]> {
  const next: Record<string, P[]> = {};
  for (const [g, list] of Object.entries(grants ?? {})) if (g !== group) next[g] = [...list];
  if (permissions.length > 0) next[group] = [...permissions];
  return next;
}
