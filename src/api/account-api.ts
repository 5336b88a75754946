import type { RegistrationForm } from '../../domain/account-forms';
import type { Term } from '../../machines/terms-acceptance.machine';
import type { LoginResult, UserSession } from '../../schemas/session';
import { apiRequest } from './http-client';

/** Account calls (SPEC §7 "Auth"): registration and reset completion, user update, terms. */
const enc = encodeURIComponent;
/** The link pages answer failures themselves (invalid link, field errors): no global dialog, no logout. */
const linkPage = { code: null, sessionErrors: false, connectionErrors: false } as const;

export function completeRegistration(companyId: string, email: string, hash: string, form: RegistrationForm): Promise<LoginResult> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/user/${enc(email)}`, {
    ...linkPage,
    method: 'POST',
    headers: { 'created-hash': hash },
    body: { nick: form.nick, password: form.password, ...(form.phone ? { phone: form.phone } : {}) },
  });
}

export function completeReset(companyId: string, email: string, hash: string, password: string): Promise<LoginResult> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/user/${enc(email)}/password`, {
    ...linkPage,
    method: 'POST',
    headers: { 'password-hash': hash },
    body: { password },
  });
}

export type UserUpdate =
  | { nick: string; phone?: string }
  | { notifications: Record<string, { status: boolean }> }
  | { oldPassword: string; password: string }
  | { feedbackScore: number };

/** POST .../user/update with one of its four bodies; data {user}. A 401 here is a lost session. */
export async function updateUser(companyId: string, body: UserUpdate): Promise<UserSession> {
  const data = await apiRequest<{ user: UserSession }>(`/auth/v1/session/app/${enc(companyId)}/user/update`, {
    method: 'POST',
    body,
    connectionErrors: false,
  });
  return data.user;
}

export function loadTerm(companyId: string, termId: string, version: number): Promise<Term> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/terms/${enc(termId)}/${version}`, { connectionErrors: false });
}

export async function acceptTerm(companyId: string, termId: string, version: number): Promise<UserSession> {
  const data = await apiRequest<{ user: UserSession }>(
    `/auth/v1/session/app/${enc(companyId)}/user/term/${enc(termId)}/${version}/validate`,
    { method: 'POST', body: {}, connectionErrors: false },
  );
  return data.user;
}
