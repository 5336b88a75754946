import { useSyncExternalStore } from 'react';

/** A single app-wide value React components subscribe to (open dialog, current error). */
export function createValueStore<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const read = () => current;
  return {
    get: read,
    set(value: T): void {
      if (Object.is(value, current)) return;
      current = value;
      for (const listener of listeners) listener();
    },
    useValue: (): T => useSyncExternalStore(subscribe, read, read),
  };
}
