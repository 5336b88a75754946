import type { UserSession } from '../../schemas/session';
import { setPublicSession } from './public-session';
import { storeSessionCode } from './session-storage';
import { setSessionUser } from './session-store';

/**
 * Keeps a session that came back from any way in (login, token, link): a user's code goes to the cookie and
 * (base64) local storage with the user in the store; a visitor's (isPublic) stays in memory only.
 */
export function persistSession({ code, user }: { code: string; user: UserSession }): void {
  if (user.isPublic) {
    setPublicSession({ code, user });
    return;
  }
  setPublicSession(null);
  storeSessionCode(code);
  setSessionUser(user);
}
