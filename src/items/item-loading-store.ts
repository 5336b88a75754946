import { createValueStore } from '../ui/value-store';

/**
 * SPEC §4: "item scripts have a loading state; opening is blocked while one loads". The script renderer sets it
 * through ItemServices.setScriptLoading (src/portal/portal-item-services.tsx adds it); the portal reads it.
 */
const store = createValueStore(false);

export const setScriptLoading = (loading: boolean): void => store.set(loading);
export const isScriptLoading = store.get;
export const useScriptLoading = store.useValue;
