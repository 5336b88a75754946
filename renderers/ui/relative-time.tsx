import { formatDateTime } from '../../domain/dates';
import { relativeTimeOf } from '../../domain/relative-time';

type Props = { at: string; now: number; className?: string };

/** 'há 2 minutos', with the absolute 'DD/MM/YYYY HH:mm' (SPEC §9) as its title and the instant as dateTime. */
export function RelativeTime({ at, now, className }: Props) {
  const absolute = formatDateTime(at);
  if (!absolute) return null;
  return (
    <time className={className} dateTime={at} title={absolute}>
      {relativeTimeOf(at, now)}
    </time>
  );
}

export default RelativeTime;

