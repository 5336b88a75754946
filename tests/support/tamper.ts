/**
 * `value` with one character changed, so a test of a forged or tampered value really tampers: the character at
 * `index` (negative counts from the end) becomes 'A', or 'B' when it already is 'A'. Pick a character that
 * carries whole bits (not the last one of unpadded base64), so the decoded bytes change too.
 */
export function tamperAt(value: string, index: number): string {
  const at = index < 0 ? value.length + index : index;
  const replacement = value[at] === 'A' ? 'B' : 'A';
  return value.slice(0, at) + replacement + value.slice(at + 1);
}
