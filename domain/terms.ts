/** Pending terms of a user session: term id -> { version }, in the order the server listed them. */
export type PendingTerms = Readonly<Record<string, { version: number }>>;

/** SPEC §4 step 7: '/termos/{id}/{version}' of the last pending term, or null when none is pending. */
export function lastPendingTermPath(pendingTerms: PendingTerms | null | undefined): string | null {
  const entries = Object.entries(pendingTerms ?? {});
  const last = entries[entries.length - 1];
  return last ? `/termos/${encodeURIComponent(last[0])}/${last[1].version}` : null;
}
