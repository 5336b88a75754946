// SPEC §9 date formats: 'DD/MM/YYYY HH:mm' and 'DD/MM/YYYY', from ISO strings. The time zone is a parameter
// (the browser's own when omitted) so the same instant formats the same way everywhere, tests included.
// Calendar dates (typed 'DD/MM/YYYY', stored 'YYYY-MM-DD') go through dayjs's strict customParseFormat, which
// refuses a day that does not exist (30/02). An instant in a zone stays on Intl.DateTimeFormat: dayjs's timezone
// plugin is itself built on Intl, adds ~2.1 KiB gzip (utc + timezone) and converts by re-parsing a
// toLocaleString('en-US') text with `new Date(text)`, a format no standard fixes (ICU 72 put U+202F in it).
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { memoized } from './memoized';

dayjs.extend(customParseFormat);

const ISO_DAY = 'YYYY-MM-DD';
const TYPED_DAY = 'DD/MM/YYYY';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

/** A calendar date in the given format, or null when it is not a real day (strict: '1/2/2026' is refused too). */
const calendarDay = (text: string, format: string) => {
  const day = dayjs(text, format, true);
  return day.isValid() ? day : null;
};

/** One formatter per time zone (the browser's own when undefined), built on first use. */
const instantFormat = memoized(
  (timeZone: string | undefined) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function partsOf(iso: string, timeZone?: string): Parts | null {
  // A calendar date has no instant: formatting it in a zone west of UTC must not move it to the day before.
  if (DATE_ONLY.test(iso)) {
    const day = calendarDay(iso, ISO_DAY);
    if (!day) return null;
    const [dd, mm, yyyy] = day.format(TYPED_DAY).split('/') as [string, string, string];
    return { day: dd, month: mm, year: yyyy, hour: '00', minute: '00' };
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const format = instantFormat(timeZone);
  const found = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return found as Parts;
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
  return calendarDay(text.trim(), TYPED_DAY)?.format(ISO_DAY) ?? null;
}
