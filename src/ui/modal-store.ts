import type { AccountAction } from '../../renderers/portal/account-menu';
import { createValueStore } from './value-store';

/** The portal's dialogs (SPEC §2 "Portal layout and dialogs"): account, entity, host and audit; one open at a time. */
export type PortalModal = AccountAction;

const store = createValueStore<PortalModal | null>(null);

export const openModal = (modal: PortalModal): void => store.set(modal);
/** SPEC §4 route guard step 1: every navigation closes the modals. */
export const closeModals = (): void => store.set(null);
export const useOpenModal = store.useValue;
