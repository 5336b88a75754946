import type { Entity } from '../../schemas/entity';
import { apiRequest } from './http-client';

/** A host's calls (SPEC §6, §7 "Auth" guests and "Access" by host); the host dialog answers failures itself. */
const enc = encodeURIComponent;
const quiet = { connectionErrors: false } as const;
const post = { ...quiet, method: 'POST', body: {} } as const;

/** One guest of GET /auth/v1/user/listGuest. */
export type Guest = { email: string; nick: string; groups: string[]; enabled: boolean; status: string; createdAt: string };

const guestQuery = (companyId: string, email: string) => `id=${enc(companyId)}&email=${enc(email)}`;

export function listGuests(companyId: string): Promise<Guest[]> {
  return apiRequest(`/auth/v1/user/listGuest?id=${enc(companyId)}`, quiet);
}

export function createGuest(companyId: string, email: string): Promise<{ email: string; created: boolean }> {
  return apiRequest(`/auth/v1/user/createGuest?${guestQuery(companyId, email)}`, post);
}

export function removeGuest(companyId: string, email: string): Promise<unknown> {
  return apiRequest(`/auth/v1/user/removeGuestByHost?${guestQuery(companyId, email)}`, post);
}

export function modifyGuestGroup(companyId: string, email: string, group: string, type: 'add' | 'remove'): Promise<{ groups: string[] }> {
  return apiRequest(`/auth/v1/user/modifyGroupByHost?${guestQuery(companyId, email)}&group=${enc(group)}&type=${type}`, post);
}

export function changeGuestEnabled(companyId: string, email: string, enable: boolean): Promise<unknown> {
  return apiRequest(`/auth/v1/user/changeEnableByHost?${guestQuery(companyId, email)}&enable=${enable}`, post);
}

export function guestEntities(companyId: string, email: string): Promise<Entity[]> {
  return apiRequest(`/access/v1/entity/listByHost?${guestQuery(companyId, email)}`, quiet);
}

export function giveEntity(companyId: string, email: string, entityCode: string): Promise<unknown> {
  return apiRequest(`/access/v1/entity/giveToAnotherUser?${guestQuery(companyId, email)}&entityCode=${enc(entityCode)}`, post);
}

export function takeEntity(companyId: string, email: string, entityCode: string): Promise<unknown> {
  return apiRequest(`/access/v1/entity/removeByHost?${guestQuery(companyId, email)}&entityCode=${enc(entityCode)}`, post);
}
