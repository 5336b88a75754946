/** Name of the payment token the start-up removes (SPEC §9). */
export const PAYMENT_TOKEN_KEY = 'paymentToken';

/** SPEC §9: at start-up service workers and caches are removed and the payment token is dropped. */
export async function cleanUpBrowserState(): Promise<void> {
  try {
    localStorage.removeItem(PAYMENT_TOKEN_KEY);
  } catch {
    // No storage: nothing to remove.
  }
  const tasks: Promise<unknown>[] = [];
  if ('serviceWorker' in navigator) {
    tasks.push(
      navigator.serviceWorker.getRegistrations().then((registrations) => Promise.all(registrations.map((r) => r.unregister()))),
    );
  }
  if ('caches' in window) {
    tasks.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  }
  await Promise.allSettled(tasks);
}
