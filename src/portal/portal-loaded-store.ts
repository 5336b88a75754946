import { createValueStore } from '../ui/value-store';

/**
 * SPEC §4: the portal-loaded flag. False until the portal has the company config and colours (it mounts with
 * them), false again while it changes section or redirects; the loading overlay shows while it is false.
 */
const store = createValueStore(false);

export const setPortalLoaded = (loaded: boolean): void => store.set(loaded);
export const usePortalLoaded = store.useValue;
