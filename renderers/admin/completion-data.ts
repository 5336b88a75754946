import type { EditorState } from '@codemirror/state';
import { parseJSONDocumentState, type JSONPointersMap } from 'codemirror-json-schema';

/** Drafts up to this many characters are read the library's way (a forgiving parse of text that is mid-edit). */
const forgivingLimit = 100_000;

/**
 * What the schema completion reads of the draft: the document, to pick the schema's branch (anyOf, if/then) at the
 * cursor. The library's own reader also maps every JSON pointer of the text and, when the text does not parse,
 * re-parses it forgivingly: 100-250 ms on a large tenant's config, at each suggestion while the admin types. Past
 * `forgivingLimit` this reads JSON.parse's document, or while the text does not parse the last one that did.
 * The completion never reads the pointers.
 */
export function completionData(): (state: EditorState) => { data: unknown; pointers: JSONPointersMap } {
  let lastParsed: unknown = null;
  return (state) => {
    if (state.doc.length <= forgivingLimit) return parseJSONDocumentState(state);
    try {
      lastParsed = JSON.parse(state.doc.toString()) as unknown;
    } catch {
      // mid-edit: the last document that parsed
    }
    return { data: lastParsed, pointers: new Map() };
  };
}
