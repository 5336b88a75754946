import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';

// The names of the screens on display, in the order they mounted: the document title shows the newest. One screen
// names itself at a time; a screen that opens over another (a dialog page, a nested section) and closes again hands
// the title back to the one beneath.
let shown: readonly { name: string }[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly { name: string }[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => shown.at(-1)?.name ?? '';

/** False inside a screen drawn as a picture of another (the QA workbench's replayed step): it names nothing. */
export const NamesDocument = createContext(true);

/** Names the screen on display in the document title (WCAG 2.4.2) while the calling component is mounted. */
export function usePageTitle(name: string): void {
  const names = useContext(NamesDocument);
  useLayoutEffect(() => {
    if (!names) return;
    const entry = { name };
    publish([...shown, entry]);
    return () => publish(shown.filter((other) => other !== entry));
  }, [name, names]);
}

/** The name of the screen on display, '' when none has named itself. */
export const useShownPageTitle = (): string => useSyncExternalStore(subscribe, current, current);
