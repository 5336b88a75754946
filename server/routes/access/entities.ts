import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { auditActor, writeAudit } from '../../entities/entity-audit';
import { normalizeEntityCode } from '../../entities/entity-code';
import { findUserEntity, listUserEntities, revokeEntity, writeEntity } from '../../entities/entity-queries';
import { EmptyBody } from '../../../schemas/empty-body';
import { Entity } from '../../../schemas/entity';
import { ok, replySchemas } from '../../http/reply';

const Params = Type.Object({ id: Type.String(), code: Type.String({ maxLength: 40 }) });
const Text = Type.Union([Type.Null(), Type.String({ maxLength: 500 })]);
const entityFields = ['code', 'description', 'tag1', 'tag2', 'externalId', 'dynamicFields', 'id', 'selected'] as const;
const ListQuery = Type.Object({
  id: Type.Optional(Type.String()),
  fields: Type.Optional(Type.String({ maxLength: 200 })),
  query: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
const UpdateBody = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 40 })),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    tag1: Type.Optional(Text),
    tag2: Type.Optional(Text),
    externalId: Type.Optional(Text),
    dynamicFields: Type.Optional(Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), { maxProperties: 50 })),
    id: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
/** A list item: the whole Entity, or only the keys `fields` picked (so every key is optional here). */
const PickedEntity = Type.Partial(Entity, { additionalProperties: false });
const Removed = Type.Object({ removed: Type.Boolean(), code: Type.String() }, { additionalProperties: false });

/**
 * The user's entities (SPEC §7 "Access"): GET list?fields&query&limit (code/description search, default 100,
 * `fields` a comma list picking Entity keys), GET one, DELETE (remove from the user), POST (update one the
 * user holds: `code` and `id`, when given, must be the entity's own).
 */
const entities: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/session/app/:id/entity/list', { schema: { params: Type.Object({ id: Type.String() }), querystring: ListQuery, response: replySchemas(Type.Array(PickedEntity)) } }, async (request) => {
    const { user } = await app.requireUserSession(request);
    const { fields, query, limit } = request.query;
    const list = await listUserEntities(app.db, request.tenant.id, user.id, query?.trim() || undefined, limit ?? 100);
    const picked = fields?.split(',').map((f) => f.trim()).filter((f) => (entityFields as readonly string[]).includes(f));
    if (!picked?.length) return ok(list);
    return ok(list.map((e) => Object.fromEntries(picked.map((f) => [f, e[f as keyof typeof e]])) as Partial<typeof e>));
  });

  app.get('/v1/session/app/:id/entity/:code', { schema: { params: Params, response: replySchemas(Entity) } }, async (request) => {
    const { user } = await app.requireUserSession(request);
    const entity = await findUserEntity(app.db, request.tenant.id, user.id, normalizeEntityCode(request.params.code));
    if (!entity) throw new DomainError('#ENTITY_NOT_HELD');
    return ok(entity);
  });

  app.delete('/v1/session/app/:id/entity/:code', { schema: { params: Params, body: EmptyBody, response: replySchemas(Removed) } }, async (request) => {
    const { user } = await app.requireUserSession(request);
    const code = normalizeEntityCode(request.params.code);
    if (!(await revokeEntity(app.db, request.tenant.id, user.id, code))) throw new DomainError('#ENTITY_NOT_HELD');
    app.sessions.forgetUser(user.id);
    await writeAudit(app.db, auditActor(request, user), 'entity.remove', { entityCode: code }, app.now());
    return ok({ removed: true, code });
  });

  app.post('/v1/session/app/:id/entity/:code', { schema: { params: Params, body: UpdateBody, response: replySchemas(Entity) } }, async (request) => {
    const { user } = await app.requireUserSession(request);
    const code = normalizeEntityCode(request.params.code);
    const current = await findUserEntity(app.db, request.tenant.id, user.id, code);
    if (!current) throw new DomainError('#ENTITY_NOT_HELD');
    const { code: bodyCode, id, ...changes } = request.body;
    if ((bodyCode !== undefined && normalizeEntityCode(bodyCode) !== code) || (id !== undefined && id !== current.id)) {
      throw new DomainError('#VALIDATION');
    }
    const { selected, ...stored } = current;
    const next = { ...stored, ...changes, description: changes.description?.trim() || current.description };
    await writeEntity(app.db, request.tenant.id, next);
    app.sessions.forgetUser(user.id);
    await writeAudit(app.db, auditActor(request, user), 'entity.update', { entityCode: code, detail: changes }, app.now());
    return ok({ ...next, selected });
  });
};

export default entities;
