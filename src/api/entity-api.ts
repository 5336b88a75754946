import type { ApprovalForm } from '../../machines/entity/types';
import type { Entity, EntityApproval, EntityAuditRecord, MfaPossibility } from '../../schemas/entity';
import type { EntityRef, UserSession } from '../../schemas/session';
import { entityPath } from './entity-list-api';
import { apiRequest } from './http-client';

/**
 * The entity calls (SPEC §7 "Access (entities)", the entity selection of "Auth", the accounts check). The
 * dialogs answer failures themselves (statechart alerts), so no global connection dialog from here.
 */
const enc = encodeURIComponent;
const quiet = { connectionErrors: false } as const;
const session = entityPath;

export function loadEntity(companyId: string, code: string): Promise<Entity> {
  return apiRequest(`${session(companyId)}/${enc(code)}`, quiet);
}

/** POST /auth/v1/session/app/{id}/user/{email}/entity {entities: codes}: data {user}. */
export async function saveSelection(companyId: string, email: string, entities: readonly EntityRef[]): Promise<UserSession> {
  const data = await apiRequest<{ user: UserSession }>(`/auth/v1/session/app/${enc(companyId)}/user/${enc(email)}/entity`, {
    ...quiet,
    method: 'POST',
    body: { entities: entities.map((e) => e.code) },
  });
  return data.user;
}

export type EntityUpdate = Partial<Pick<Entity, 'description' | 'tag1' | 'tag2' | 'externalId' | 'dynamicFields'>>;

export function updateEntity(companyId: string, code: string, changes: EntityUpdate): Promise<Entity> {
  return apiRequest(`${session(companyId)}/${enc(code)}`, { ...quiet, method: 'POST', body: { code, ...changes } });
}

export function removeEntity(companyId: string, code: string): Promise<{ removed: boolean; code: string }> {
  // A JSON content type needs a body, even on DELETE (Fastify refuses an empty one).
  return apiRequest(`${session(companyId)}/${enc(code)}`, { ...quiet, method: 'DELETE', body: {} });
}

/** What the registration paths answer when they add an entity. */
export type AddedEntity = { added: boolean; code: string; description: string };

export function autoValidate(companyId: string, document: string): Promise<AddedEntity> {
  return apiRequest(`${session(companyId)}/${enc(document)}/autoValidate`, { ...quiet, method: 'POST', body: {} });
}

export function answerQuestion(companyId: string, document: string, answer: string): Promise<AddedEntity> {
  return apiRequest(`${session(companyId)}/${enc(document)}/question`, { ...quiet, method: 'POST', body: { answer } });
}

export function requestApproval(companyId: string, document: string, form: ApprovalForm): Promise<EntityApproval> {
  return apiRequest(`${session(companyId)}/${enc(document)}/approval`, { ...quiet, method: 'POST', body: form });
}

export function pendingApprovals(companyId: string): Promise<EntityApproval[]> {
  return apiRequest(`${session(companyId)}/pendingApproval`, quiet);
}

/** POST .../entity/{code}/approval/decision {approved, email} (approvers: group admin). */
export function decideApproval(companyId: string, code: string, email: string, approved: boolean): Promise<EntityApproval> {
  return apiRequest(`${session(companyId)}/${enc(code)}/approval/decision`, { ...quiet, method: 'POST', body: { approved, email } });
}

export type MfaListing = { code: string; description: string; possibilities: MfaPossibility[] };

export function mfaPossibilities(companyId: string, document: string): Promise<MfaListing> {
  return apiRequest(`${session(companyId)}/${enc(document)}/mfa`, quiet);
}

export function sendMfaCode(companyId: string, document: string, option: string): Promise<unknown> {
  return apiRequest(`${session(companyId)}/${enc(document)}/mfa?option=${enc(option)}`, { ...quiet, method: 'POST', body: {} });
}

export function authenticateMfa(companyId: string, document: string, mfa: string): Promise<AddedEntity> {
  return apiRequest(`${session(companyId)}/${enc(document)}/mfa/authenticate`, { ...quiet, method: 'POST', body: { mfa } });
}

/** GET /access/v1/app/{id}/entity/audit?limit (company entity.radar only). */
export function entityAudit(companyId: string, limit = 200): Promise<EntityAuditRecord[]> {
  return apiRequest(`/access/v1/app/${enc(companyId)}/entity/audit?limit=${limit}`, quiet);
}

/** SPEC §6: GET /payment/v1/app/{id}/access; success means access, any failure none. */
export async function accountsAccess(companyId: string): Promise<boolean> {
  try {
    const data = await apiRequest<{ access?: boolean }>(`/payment/v1/app/${enc(companyId)}/access`, quiet);
    return data?.access !== false;
  } catch {
    return false;
  }
}
