/** The byte-order mark that makes Excel read a CSV file as UTF-8. */
export const utf8Bom = '\uFEFF';

/** Brazilian Excel splits columns on ';' (',' is the decimal separator). */
export const csvSeparator = ';';

// A cell starting with one of these is a formula to a spreadsheet ("CSV injection"): a leading ' keeps it text.
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when it holds the separator, a quote or a line break (quotes doubled). */
export function csvField(value: string, separator = csvSeparator): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text (RFC 4180 line ends, CRLF), without the byte-order mark. */
export function csvText(rows: readonly (readonly string[])[], separator = csvSeparator): string {
  return rows.map((row) => row.map((cell) => csvField(cell, separator)).join(separator)).join('\r\n') + '\r\n';
}
