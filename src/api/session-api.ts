import type { ApiFailure } from '../../domain/api-failure';
import type { LoginResult } from '../../schemas/session';
import { readSessionCode } from '../session/session-storage';
import { apiRequest } from './http-client';

/** Session calls of the route guard and the alternate ways in (SPEC §4 "Session", §7 "Auth"). */
const enc = encodeURIComponent;
const guarded = { sessionErrors: false } as const;

export const NO_CODE: ApiFailure = { status: 401, error: '#USER_TOKEN_NOTFOUND' };

/** POST /auth/v1/general/app/{id}/session/public: a visitor session for the showLogin modules. */
export function publicSession(companyId: string): Promise<LoginResult> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/session/public`, { ...guarded, code: null, method: 'POST', body: {} });
}

/** Login by token: GET .../user/session with the stored code; no code is a 401 without a call. */
export function sessionUser(companyId: string, code = readSessionCode()): Promise<LoginResult> {
  if (!code) return Promise.reject(NO_CODE);
  return apiRequest(`/auth/v1/session/app/${enc(companyId)}/user/session`, { ...guarded, code });
}
