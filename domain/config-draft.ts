import { jsonSyntaxProblem } from './json-syntax';

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

/** The draft's text for a document: two-space JSON, as the fixtures are written. */
/** A config version's comment (publish, section save, restore): the most the admin API takes. */
export const VERSION_COMMENT_MAX = 500;

export const draftText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
