import { createValueStore } from '../ui/value-store';

/**
 * The signed-in user's unread notification count (SPEC §2 page title and favicon). Filled from the
 * notifications list at portal start; a realtime channel can call setUnreadCount later.
 */
const store = createValueStore(0);

export const setUnreadCount = (count: number): void => store.set(count);
export const useUnreadCount = store.useValue;
export const getUnreadCount = store.get;
