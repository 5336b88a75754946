import { logout } from '../api/auth-api';
import { stopChat } from '../chat/chat-state';
import { setPublicSession } from './public-session';
import { clearSessionCode, readSessionCode } from './session-storage';
import { getSessionUser, setSessionUser } from './session-store';

/** Set when the server refused a person's session (a session error): the login says so once (login-route). */
let sessionLost = false;
export const sessionWasLost = () => sessionLost;
export const forgetLostSession = () => {
  sessionLost = false;
};

/**
 * SPEC §4 "Session": logout clears the cookie, the storage, the user and the chat widget. The server is told
 * when a code was stored; that call is best effort (a lost session is already gone there). `lost`: the server
 * refused the stored session (SPEC §8 session errors), not the person's own 'Sair'.
 */
export async function endSession(companyId: string | null, { lost = false } = {}): Promise<void> {
  const code = readSessionCode();
  // A person's session there was: stored, or signed in on this tab (another tab's 'Sair' clears the shared
  // storage). A public route's visitor session is no one's to lose.
  const user = getSessionUser();
  if (lost && (code || (user && !user.isPublic))) sessionLost = true;
  clearSessionCode();
  setSessionUser(null);
  setPublicSession(null);
  stopChat();
  if (code && companyId) await logout(companyId, code).catch(() => undefined);
}

