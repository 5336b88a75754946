// "When it happened" for notifications and activity: dayjs's relativeTime with its own 'pt-br' texts
// ('há poucos segundos', 'há um minuto', 'há 2 minutos', 'há uma hora', 'há 3 dias', 'há um mês'...).
// Its own module, imported only by the screens that show it, so dayjs stays out of the first screens' chunks.
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import 'dayjs/locale/pt-br.js';

dayjs.extend(relativeTime);

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
