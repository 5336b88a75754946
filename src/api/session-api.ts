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

export type DirectHashResult = LoginResult & { title: string; script: string; json: unknown };

/** Opens a direct-hash link: POST .../user/directHash/{hash} signs its user in. */
export function openDirectHash(companyId: string, hash: string): Promise<DirectHashResult> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/user/directHash/${enc(hash)}`, {
    ...guarded,
    code: null,
    method: 'POST',
    body: {},
  });
}

/** The Microsoft/OIDC callback: the provider's answer (the landing page's query) for a session and redirect_url. */
export function completeAdfsSignIn(companyId: string, query: string): Promise<LoginResult & { redirectUrl?: string }> {
  return apiRequest(`/auth/v1/app/${enc(companyId)}/federation/adfs/callback`, { ...guarded, code: null, method: 'POST', body: { query } });
}

/** Exchanges a one-time federation code for a session. */
export function federationLogin(companyId: string, code: string): Promise<LoginResult> {
  return apiRequest(`/auth/v1/app/${enc(companyId)}/federation/login/code/${enc(code)}`, { ...guarded, code: null });
}
