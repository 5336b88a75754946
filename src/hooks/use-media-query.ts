import { useCallback, useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query for the page's life: its `matches` follows the viewport, while each
 * `matchMedia` call builds and evaluates a new one (a dashboard's load made 36 of them, issue 14).
 */
const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Live `matchMedia(query).matches`. */
export function useMediaQuery(query: string): boolean {
  // The same subscribe function for a query across renders: a new one would make React subscribe again.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query).matches,
    () => false,
  );
}
