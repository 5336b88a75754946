import { parseDraft } from '../../domain/config-draft';
import type { ConfigProblem } from '../../schemas/admin-config';

/** The JSON editor's lint of one draft text: where it stops parsing, or the schema's problems with it. */
export type DraftLint = { syntax: { position: number; detail: string } } | { problems: ConfigProblem[] };

/** One lint: the syntax first; the schema's check only when asked (the server's problems may stand instead). */
export function lintDraft(text: string, check: ((document: unknown) => ConfigProblem[]) | null): DraftLint {
  const parsed = parseDraft(text);
  if (!parsed.ok) return { syntax: { position: parsed.position, detail: parsed.detail } };
  return { problems: check ? check(parsed.document) : [] };
}
