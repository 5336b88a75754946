import type { LoginResult } from '../../schemas/session';
import { apiRequest } from './http-client';

/**
 * The links that sign a user in (SPEC §7 "Auth": direct hash, the Microsoft callback, the federation code), called
 * only by their pages (sign-in-link-page), so the route guard's first screen does not carry them.
 */
const enc = encodeURIComponent;
const guarded = { sessionErrors: false } as const;

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
