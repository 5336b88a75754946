import { jsonSyntaxProblem } from './json-syntax';
import { isJsonObject } from './json-object';

/** The editor's draft text, parsed: the document, or where and why the JSON does not parse. */
export type ParsedDraft = { ok: true; document: unknown } | { ok: false; position: number; detail: string };

/** Parses the draft's text; a syntax error says where (line, column and character offset) and why, in pt-BR. */
export function parseDraft(text: string): ParsedDraft {
  try {
    return { ok: true, document: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, ...jsonSyntaxProblem(text) };
  }
}

/** A config version's comment (publish, section save, restore): the most the admin API takes. */
export const VERSION_COMMENT_MAX = 500;

/** The draft's text for a document: two-space JSON, as the fixtures are written. */
export const draftText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/** The keys JSON.stringify writes (a key whose value is undefined is left out). */
const writtenKeys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);

/**
 * Whether two JSON documents write the same draft text (the same values, keys in the same order) without writing
 * either: a part both hold by reference is not walked, so a form edit (which keeps the document's modules) is
 * compared in microseconds where writing a large tenant twice took milliseconds per key.
 */
export function sameDraftText(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameDraftText(item ?? null, b[i] ?? null));
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return false;
  const keys = writtenKeys(a);
  const others = writtenKeys(b);
  return keys.length === others.length && keys.every((key, i) => key === others[i] && sameDraftText(a[key], b[key]));
}
