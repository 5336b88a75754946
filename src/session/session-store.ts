import { useSyncExternalStore } from 'react';
import type { UserSession } from '../../schemas/session';

/** The signed-in user of this tab (null until login or session restore). */
let current: UserSession | null = null;
const listeners = new Set<() => void>();

export function setSessionUser(user: UserSession | null): void {
  current = user;
  for (const listener of listeners) listener();
}

export function getSessionUser(): UserSession | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUser(): UserSession | null {
  return useSyncExternalStore(subscribe, getSessionUser, getSessionUser);
}

/** Calls `listener` on every change of the signed-in user (login, logout, session loss). */
export const onSessionUserChange = subscribe;
