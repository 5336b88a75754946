import { sessionUser } from '../api/session-api';
import { setSessionUser } from '../session/session-store';
import { withFirstEntity } from './first-entity';

/**
 * Reloads the signed-in user after an entity change (added, removed, approval asked): the header and the
 * summaries follow entitySelected. A failure keeps the current user (the next call shows what went wrong).
 */
export async function refreshSessionUser(companyId: string): Promise<void> {
  try {
    const { user } = await sessionUser(companyId);
    setSessionUser(await withFirstEntity(companyId, user));
  } catch {
    // Keep the user we have.
  }
}
