import type { UserSession } from '../../schemas/session';
import { validateSession } from '../api/auth-api';
import { clearSessionCode, readSessionCode } from './session-storage';
import { setSessionUser } from './session-store';

/**
 * Restores the signed-in user from the stored code (SPEC §4 "Session"): validate; a public or invalid
 * session clears the stored code. Resolves with the user or null, never rejects.
 */
export async function restoreSession(companyId: string): Promise<UserSession | null> {
  const code = readSessionCode();
  if (!code) return null;
  try {
    const result = await validateSession(companyId, code);
    if (result.isPublic) throw new Error('#PUBLIC_SESSION');
    setSessionUser(result.json);
    return result.json;
  } catch {
    clearSessionCode();
    setSessionUser(null);
    return null;
  }
}
