// "When it happened" for notifications and activity: dayjs's relativeTime with its own 'pt-br' texts
// ('há poucos segundos', 'há um minuto', 'há 2 minutos', 'há uma hora', 'há 3 dias', 'há um mês'...).
// Its own module, imported only by the screens that show it, so dayjs stays out of the first screens' chunks.
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/pt-br.js';

/**
 * dayjs's own thresholds (moment's) round 22 hours up to 'há um dia' and 26 days up to 'há um mês', which in a
 * notification list reads as older than it is: hours stay hours up to 23 and days stay days up to 29.
 */
const thresholds = [
  { l: 's', r: 44, d: 'second' },
  { l: 'm', r: 89 },
  { l: 'mm', r: 44, d: 'minute' },
  { l: 'h', r: 89 },
  { l: 'hh', r: 23, d: 'hour' },
  { l: 'd', r: 35 },
  { l: 'dd', r: 29, d: 'day' },
  { l: 'M', r: 45 },
  { l: 'MM', r: 10, d: 'month' },
  { l: 'y', r: 17 },
  { l: 'yy', d: 'year' },
];

dayjs.extend(relativeTime, { thresholds });

/**
 * '2026-07-01T15:02:00Z' seen at 15:04 -> 'há 2 minutos'; '' for an invalid date. A time ahead of `now` (a clock
 * a little ahead of this one) reads as just now, never 'em ...'.
 */
export function relativeTimeOf(iso: string, now: number): string {
  const at = dayjs(iso);
  if (!at.isValid()) return '';
  const seen = dayjs(Math.max(now, at.valueOf()));
  return at.locale('pt-br').from(seen);
}
