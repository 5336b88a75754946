import { useEffect, useState } from 'react';

/** The step of relative times past 'há poucos segundos' (not imported from dayjs's module: the bell is on the dashboard). */
export const RELATIVE_TIME_TICK_MS = 60_000;

/**
 * "Now" for a screen's relative times, moved on once a minute while `active`: one timer per screen (its rows take
 * the value as a prop), cleared on unmount or when it stops being active.
 */
export function useMinuteTick(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
