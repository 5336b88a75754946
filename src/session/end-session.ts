import { logout } from '../api/auth-api';
import { stopChat } from '../chat/chat-state';
import { setPublicSession } from './public-session';
import { clearSessionCode, readSessionCode } from './session-storage';
import { setSessionUser } from './session-store';

/**
 * SPEC §4 "Session": logout clears the cookie, the storage, the user and the chat widget. The server is told
 * when a code was stored; that call is best effort (a lost session is already gone there).
 */
export async function endSession(companyId: string | null): Promise<void> {
  const code = readSessionCode();
  clearSessionCode();
  setSessionUser(null);
  setPublicSession(null);
  stopChat();
  if (code && companyId) await logout(companyId, code).catch(() => undefined);
}

