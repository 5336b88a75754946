// SPEC §9 date formats: 'DD/MM/YYYY HH:mm' and 'DD/MM/YYYY', from ISO strings. The time zone is a parameter
// (the browser's own when omitted) so the same instant formats the same way everywhere, tests included.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

function partsOf(iso: string, timeZone?: string): Parts | null {
  const dateOnly = DATE_ONLY.exec(iso);
  // A calendar date has no instant: formatting it in a zone west of UTC must not move it to the day before.
  if (dateOnly) {
    const [, year, month, day] = dateOnly as unknown as [string, string, string, string];
    return isCalendarDate(Number(year), Number(month), Number(day))
      ? { day, month, year, hour: '00', minute: '00' }
      : null;
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const found = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return found as Parts;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2026-07-01T15:04:00Z' -> '01/07/2026 12:04' in America/Sao_Paulo; '' for an invalid date. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const p = partsOf(iso, timeZone);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** '2026-07-01T15:04:00Z' -> '01/07/2026'; a date-only '2026-07-01' stays that day in any zone. */
export function formatDate(iso: string, timeZone?: string): string {
  const p = partsOf(iso, timeZone);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** A typed 'DD/MM/YYYY' as an ISO date 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function parseDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return isCalendarDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}
