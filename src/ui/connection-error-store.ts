import type { ApiFailure } from '../../domain/api-failure';
import { createValueStore } from './value-store';

/** The one open connection-error dialog of the app (SPEC §8), or null. */
const store = createValueStore<ApiFailure | null>(null);

export const openConnectionError = (failure: ApiFailure): void => store.set(failure);
export const closeConnectionError = (): void => store.set(null);
export const useConnectionError = store.useValue;
