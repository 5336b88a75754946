import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DomainError } from '../../../domain/domain-error';
import type { SessionRecord } from '../../auth/session-store';
import { auditActor, writeAudit, type AuditAction } from '../../entities/entity-audit';
import { grantEntity, holdsEntity, type NewEntity } from '../../entities/entity-queries';
import { validEntityCode } from '../../entities/entity-code';

/** What a registration path answers once the entity is the user's: `added` false when it already was. */
export const AddedEntity = Type.Object(
  { added: Type.Boolean(), code: Type.String(), description: Type.String() },
  { additionalProperties: false },
);

/** The CPF/CNPJ of a registration path: check digits (400), and 409 when the user already holds it. */
export async function newEntityCode(app: FastifyInstance, request: FastifyRequest, session: SessionRecord, raw: string): Promise<string> {
  const code = validEntityCode(raw);
  if (await holdsEntity(app.db, request.tenant.id, session.user.id, code)) throw new DomainError('#ENTITY_ALREADY_HELD');
  return code;
}

/** Links an entity to a user after a path accepted it, writes the audit record, refreshes cached sessions. */
export async function addEntity(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: { id: string; email: string },
  holder: { id: string; email: string },
  entity: NewEntity,
  action: AuditAction,
  detail?: unknown,
) {
  const added = await app.db.transaction(async (tx) => {
    const fresh = await grantEntity(tx, request.tenant.id, holder.id, entity);
    const target = holder.id === actor.id ? null : holder;
    await writeAudit(tx, auditActor(request, actor), action, { entityCode: entity.code, target, detail }, app.now());
    return fresh;
  });
  app.sessions.forgetUser(holder.id);
  return { added, code: entity.code, description: entity.description };
}
