import type { LoginResult, SessionValidation, UserExists } from '../../schemas/session';
import { apiRequest } from './http-client';

/** The auth calls of the login screen (contract table). Login-screen calls handle 401 themselves. */
const loginScreen = { connectionErrors: false, sessionErrors: false } as const;
const enc = encodeURIComponent;

export function checkUser(companyId: string, email: string): Promise<UserExists> {
  return apiRequest(`/auth/v1/user/exists?id=${enc(companyId)}&email=${enc(email)}`, { ...loginScreen, code: null });
}

export function login(companyId: string, email: string, password: string): Promise<LoginResult> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/login`, {
    ...loginScreen,
    code: null,
    method: 'POST',
    body: { email, password },
  });
}

export function requestReset(companyId: string, email: string): Promise<{ sent: boolean }> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/user/${enc(email)}/password`, {
    ...loginScreen,
    code: null,
    method: 'POST',
    body: {},
  });
}

export function createUser(companyId: string, email: string): Promise<{ sent: boolean }> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/user/${enc(email)}`, {
    ...loginScreen,
    code: null,
    method: 'POST',
    headers: { 'send-email': 'true' },
    body: {},
  });
}

/** The provider's sign-in URL for 'Continuar com Microsoft'; redirect_url comes back after the round trip. */
export function fetchAdfsUrl(companyId: string, redirectUrl?: string | null): Promise<{ url: string }> {
  const query = redirectUrl ? `?redirect_url=${enc(redirectUrl)}` : '';
  return apiRequest(`/auth/v1/app/${enc(companyId)}/federation/adfs${query}`, { ...loginScreen, code: null });
}

export function validateSession(companyId: string, code: string): Promise<SessionValidation> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/session/validate`, {
    method: 'POST',
    code,
    body: { code },
    sessionErrors: false,
  });
}

export function logout(companyId: string, code: string): Promise<{ loggedOut: boolean }> {
  return apiRequest(`/auth/v1/session/app/${enc(companyId)}/logout`, {
    method: 'POST',
    code,
    body: {},
    sessionErrors: false,
    connectionErrors: false,
  });
}
