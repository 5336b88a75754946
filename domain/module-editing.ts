import type { ItemKind, ModuleItem } from '../schemas/items';
import type { Module } from '../schemas/company';
import { jsonSyntaxProblem } from './json-syntax';

/**
 * Editing the tenant's modules and their items in the admin area (issue 10): order, ids, new entries with the
 * least each kind needs. The server validates the saved document against the published schema.
 */

/** The list with the entry at `index` moved by `delta` places (clamped); the same list when it cannot move. */
export function moveEntry<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= list.length || target === index) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry as T);
  return next;
}

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A module or item id: lowercase letters, digits and single hyphens. */
export function isValidEntryId(id: string): boolean {
  return idPattern.test(id);
}

/**
 * What is wrong with a new or changed module or item id among its siblings' ids (`taken`, without the entry's own
 * id), as the key of its pt-BR message in adminContentMessages.modules; null when it can be used.
 */
export function entryIdProblem(id: string, taken: readonly string[]): 'idInvalid' | 'idTaken' | null {
  if (!isValidEntryId(id)) return 'idInvalid';
  return taken.includes(id) ? 'idTaken' : null;
}

/** The names of the tenant's named queries (server.queries), in order: what an item's query may name. */
export function queryNamesOf(queries: Readonly<Record<string, unknown>> | undefined): string[] {
  return Object.keys(queries ?? {}).sort((a, b) => a.localeCompare(b));
}

/** A new module: visible to everyone, no items yet. */
export function newModule(id: string, title: string): Module {
  return { id, title, role: { groups: [] }, items: [] };
}

/**
 * A new item of a kind, with placeholders for the fields that kind requires. A table or summary names the first of
 * the tenant's queries (`queryNames`); with none known, the name is left blank for the item's form to ask for.
 */
export function newItem(kind: ItemKind, id: string, title: string, queryNames: readonly string[] = []): ModuleItem {
  const base = { id, title };
  const query = queryNames[0] ?? '';
  switch (kind) {
    case 'html':
      return { ...base, kind, html: '' };
    case 'table':
      return { ...base, kind, query, columns: [{ field: 'id', label: 'Código' }] };
    case 'form':
      return { ...base, kind, schema: { type: 'object', properties: {} } };
    case 'embed':
      return { ...base, kind, url: 'https://' };
    case 'summary':
      return { ...base, kind, figures: [{ label: 'Total', query }] };
    case 'script':
      return { ...base, kind, script: 'script.js' };
    case 'file':
      return { ...base, kind };
  }
}

/** The modules with one module replaced by id. */
export function replaceModule(modules: readonly Module[], id: string, next: Module): Module[] {
  return modules.map((m) => (m.id === id ? next : m));
}

/** The modules with one item of one module replaced by id. */
export function replaceItem(modules: readonly Module[], moduleId: string, itemId: string, next: ModuleItem): Module[] {
  return modules.map((m) => (m.id === moduleId ? { ...m, items: m.items.map((i) => (i.id === itemId ? next : i)) } : m));
}

/**
 * A JSON text field's value: undefined for blank text, the parsed object, or the parser's message. Rules,
 * schemas and other structured fields are edited as JSON (the config editor's JSON view does the same); the
 * message says in pt-BR where and why the text is not JSON.
 */
export function parseJsonField(text: string): { ok: true; value: unknown } | { ok: false; detail: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, detail: jsonSyntaxProblem(text).detail };
  }
}
