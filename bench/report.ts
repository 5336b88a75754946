// The bench's table: one row per figure, each with the floor it is read against (measured in the same run).
export type Row = [figure: string, measured: string, floor: string, ratio: string];

export const ratio = (a: number, b: number) => (a / b).toFixed(2) + 'x';
export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "median ms (min-max)" of some times in ms; the range is left out for a single value. */
export function medianSpread(values: number[]): string {
  const range = values.length > 1 ? ` (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})` : '';
  return `${median(values).toFixed(0)} ms${range}`;
}

export function renderTable(rows: Row[]): string {
  const head: Row = ['figure', 'measured', 'floor', 'ratio'];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...[head, ...rows].map((r) => r[i]!.length)));
  const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
