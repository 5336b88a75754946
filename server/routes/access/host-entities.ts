import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { auditActor, writeAudit } from '../../entities/entity-audit';
import { normalizeEntityCode } from '../../entities/entity-code';
import { findUserEntity, listUserEntities, revokeEntity } from '../../entities/entity-queries';
import { guestOf, hostGroups } from '../../entities/guests';
import { EmptyBody } from '../../../schemas/empty-body';
import { Entity } from '../../../schemas/entity';
import { ok, replySchemas } from '../../http/reply';
import { AddedEntity, addEntity } from './add-entity';

const Query = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }) });
const EntityQuery = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }), entityCode: Type.String({ maxLength: 40 }) });
const Given = Type.Object({ ...AddedEntity.properties, email: Type.String() }, { additionalProperties: false });
const Removed = Type.Object({ removed: Type.Boolean(), code: Type.String(), email: Type.String() }, { additionalProperties: false });

/**
 * A host's entity calls (SPEC §6, §7): list a guest's entities, give a guest an entity the host holds, take one
 * back. Hosts (group host or admin) act only on guests they created in their own tenant and only on entities
 * they hold: anything else is 403 #FORBIDDEN / #ENTITY_NOT_HELD.
 */
const hostEntities: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/entity/listByHost', { schema: { querystring: Query, response: replySchemas(Type.Array(Entity)) } }, async (request) => {
    const { user: host } = await app.requireGroup(request, hostGroups);
    const guest = await guestOf(app.db, request.tenant.id, host.id, request.query.email);
    return ok(await listUserEntities(app.db, request.tenant.id, guest.id, undefined, 500));
  });

  app.post('/v1/entity/giveToAnotherUser', { schema: { querystring: EntityQuery, body: EmptyBody, response: replySchemas(Given) } }, async (request) => {
    const { user: host } = await app.requireGroup(request, hostGroups);
    const guest = await guestOf(app.db, request.tenant.id, host.id, request.query.email);
    const code = normalizeEntityCode(request.query.entityCode);
    const held = await findUserEntity(app.db, request.tenant.id, host.id, code);
    if (!held) throw new DomainError('#ENTITY_NOT_HELD');
    const result = await addEntity(app, request, host, guest, { code, description: held.description }, 'entity.give');
    return ok({ ...result, email: guest.email });
  });

  app.post('/v1/entity/removeByHost', { schema: { querystring: EntityQuery, body: EmptyBody, response: replySchemas(Removed) } }, async (request) => {
    const { user: host } = await app.requireGroup(request, hostGroups);
    const guest = await guestOf(app.db, request.tenant.id, host.id, request.query.email);
    const code = normalizeEntityCode(request.query.entityCode);
    if (!(await findUserEntity(app.db, request.tenant.id, host.id, code))) throw new DomainError('#ENTITY_NOT_HELD');
    if (!(await revokeEntity(app.db, request.tenant.id, guest.id, code))) throw new DomainError('#ENTITY_NOT_HELD');
    app.sessions.forgetUser(guest.id);
    await writeAudit(app.db, auditActor(request, host), 'entity.removeByHost', { entityCode: code, target: guest }, app.now());
    return ok({ removed: true, code, email: guest.email });
  });
};

export default hostEntities;
