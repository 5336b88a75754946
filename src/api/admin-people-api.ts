import type { AdminPermission } from '../../domain/admin-permissions';
import { apiRequest } from './http-client';

/** The admin area's people calls (issue 10): users ('users') and groups ('profiles'). */
const base = (companyId: string) => `/pro-admin/v1/session/app/${encodeURIComponent(companyId)}`;
const quiet = { connectionErrors: false } as const;
const at = (email: string) => encodeURIComponent(email);

export type UserStatus = 'active' | 'blocked' | 'disabled' | 'pending';
export type UserRow = { email: string; nick: string; groups: string[]; status: UserStatus; lastSignIn: string | null };
export type Page<T> = { total: number; items: T[] };
export type UserDetail = {
  email: string;
  nick: string;
  phone?: string | null;
  groups: string[];
  status: UserStatus;
  entities: { code: string; description: string; selected: boolean }[];
  openSessions: number;
  lastSignIn: string | null;
  createdAt: string | null;
  terms: { termId: string; version: string | number; acceptedAt: string }[];
};
export type GroupInfo = { group: string; members: number; permissions: AdminPermission[] };
export type PageQuery = { search: string; page: number; limit: number };

const query = ({ search, page, limit }: PageQuery) =>
  new URLSearchParams({ ...(search.trim() ? { search: search.trim() } : {}), page: String(page), limit: String(limit) }).toString();

export function listUsers(companyId: string, page: PageQuery): Promise<Page<UserRow>> {
  return apiRequest(`${base(companyId)}/users?${query(page)}`, quiet);
}

export function fetchUser(companyId: string, email: string): Promise<UserDetail> {
  return apiRequest(`${base(companyId)}/users/${at(email)}`, quiet);
}

export function setUserBlocked(companyId: string, email: string, blocked: boolean): Promise<{ email: string; status: UserStatus }> {
  return apiRequest(`${base(companyId)}/users/${at(email)}/${blocked ? 'block' : 'unblock'}`, { ...quiet, method: 'POST', body: {} });
}

export function endUserSessions(companyId: string, email: string): Promise<{ ended: number }> {
  return apiRequest(`${base(companyId)}/users/${at(email)}/end-sessions`, { ...quiet, method: 'POST', body: {} });
}

export function resendRegistrationLink(companyId: string, email: string): Promise<{ sent: boolean }> {
  return apiRequest(`${base(companyId)}/users/${at(email)}/registration-link`, { ...quiet, method: 'POST', body: {} });
}

export function createDirectLink(companyId: string, email: string, body: { title?: string; expires?: number }): Promise<{ link: string; expires: string }> {
  return apiRequest(`${base(companyId)}/users/${at(email)}/direct-hash`, { ...quiet, method: 'POST', body });
}

export function listGroups(companyId: string): Promise<GroupInfo[]> {
  return apiRequest(`${base(companyId)}/groups`, quiet);
}

export function listMembers(companyId: string, group: string, page: PageQuery): Promise<Page<{ email: string; nick: string }>> {
  return apiRequest(`${base(companyId)}/groups/${encodeURIComponent(group)}/members?${query(page)}`, quiet);
}

export function addMember(companyId: string, group: string, email: string): Promise<unknown> {
  return apiRequest(`${base(companyId)}/groups/${encodeURIComponent(group)}/members`, { ...quiet, method: 'POST', body: { email } });
}

export function removeMember(companyId: string, group: string, email: string): Promise<unknown> {
  return apiRequest(`${base(companyId)}/groups/${encodeURIComponent(group)}/members/${at(email)}`, { ...quiet, method: 'DELETE', body: {} });
}
