import { logout } from '../api/auth-api';
import { setPublicSession } from './public-session';
import { clearSessionCode, readSessionCode } from './session-storage';
import { setSessionUser } from './session-store';

/**
 * SPEC §4 "Session": logout clears the cookie, the storage and the user (chat: none yet). The server is told
 * when a code was stored; that call is best effort (a lost session is already gone there).
 */
export async function endSession(companyId: string | null): Promise<void> {
  const code = readSessionCode();
  clearSessionCode();
  setSessionUser(null);
  setPublicSession(null);
  if (code && companyId) await logout(companyId, code).catch(() => undefined);
}

