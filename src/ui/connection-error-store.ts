import { useSyncExternalStore } from 'react';
import type { ApiFailure } from '../../domain/api-failure';

/** The one open connection-error dialog of the app (SPEC §8), or null. */
let current: ApiFailure | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openConnectionError(failure: ApiFailure): void {
  current = failure;
  emit();
}

export function closeConnectionError(): void {
  current = null;
  emit();
}

export function useConnectionError(): ApiFailure | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
