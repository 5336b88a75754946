/** The editor's draft text, parsed: the document, or where and why the JSON does not parse. */
export type ParsedDraft = { ok: true; document: unknown } | { ok: false; position: number; detail: string };

/** Parses the draft's text; a syntax error keeps JSON.parse's wording but says where (character offset). */
export function parseDraft(text: string): ParsedDraft {
  try {
    return { ok: true, document: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(detail);
    return { ok: false, position: at ? Number(at[1]) : Math.max(0, text.length - 1), detail };
  }
}

/** The draft's text for a document: two-space JSON, as the fixtures are written. */
export const draftText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
