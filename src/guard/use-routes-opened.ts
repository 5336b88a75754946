import { useEffect, useState, useTransition } from 'react';

/**
 * Whether the routes are mounted: from the first time the guard lets a page through, for good (a later navigation
 * only lays the overlay over them). Issue 14 (TBT): they mount in a transition, which React renders in slices with
 * yields between them, where a plain update rendered the whole portal in one main-thread task; `opening` keeps the
 * overlay up until they are in, a code chunk they wait for included.
 */
export function useRoutesOpened(blocking: boolean): { opened: boolean; opening: boolean } {
  const [opened, setOpened] = useState(false);
  const [opening, startOpening] = useTransition();
  useEffect(() => {
    if (!blocking) startOpening(() => setOpened(true));
  }, [blocking]);
  return { opened, opening };
}
