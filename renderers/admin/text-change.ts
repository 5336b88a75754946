/** One replacement that turns a text into another: `before.slice(0, from) + insert + before.slice(to)`. */
export type TextChange = { from: number; to: number; insert: string };

/**
 * The smallest single replacement from `before` to `after` (their common start and end kept), or null when they
 * are equal. The config editor hands CodeMirror this instead of the whole text when the form view changes the
 * draft: CodeMirror then re-parses, re-draws and re-checks only around the change, and its undo history keeps
 * the edit, where replacing the whole text of a large tenant's config took hundreds of milliseconds per key.
 */
export function smallestChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
