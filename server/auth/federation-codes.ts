import type { Queryable } from '../db/db';
import { issueToken, tokenLifetimesMs } from './one-time-tokens';

/**
 * Mints a one-time federation code for a user (hashed at rest, single use, 5 minutes). The ADFS callback hands
 * it to the browser at /federationLogin/{appId}?code=..., which exchanges it with
 * GET /auth/v1/app/{id}/federation/login/code/{code}.
 */
export function mintFederationCode(db: Queryable, tenantId: string, userId: string, now: Date): Promise<string> {
  return issueToken(db, tenantId, 'federation', userId, now, { lifetimeMs: tokenLifetimesMs.federation });
}
