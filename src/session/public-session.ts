import type { UserSession } from '../../schemas/session';

/**
 * The visitor session of a public route (SPEC §4 step 2). Kept in memory only, apart from the stored code,
 * so it never passes for a signed-in user's session on the next navigation.
 */
export type PublicSession = { code: string; user: UserSession };

let current: PublicSession | null = null;

export function setPublicSession(session: PublicSession | null): void {
  current = session;
}

export function getPublicSession(): PublicSession | null {
  return current;
}
