import { useSyncExternalStore } from 'react';

/** The portal's account dialogs (SPEC §2 "Portal layout and dialogs"); one open at a time. */
export type PortalModal = 'profile' | 'password' | 'feedback';

let current: PortalModal | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openModal(modal: PortalModal): void {
  current = modal;
  emit();
}

/** SPEC §4 route guard step 1: every navigation closes the modals. */
export function closeModals(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function useOpenModal(): PortalModal | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
