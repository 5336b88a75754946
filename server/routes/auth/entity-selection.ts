import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { loadUserSession } from '../../auth/user-queries';
import { toUserSession } from '../../auth/user-session';
import { auditActor, writeAudit } from '../../entities/entity-audit';
import { normalizeEntityCode } from '../../entities/entity-code';
import { missingEntities, selectEntities } from '../../entities/entity-queries';
import { UserReply } from '../../../schemas/session';
import { ok, replySchemas } from '../../http/reply';

const Params = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }) });
const Body = Type.Object({ entities: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 1000 }) });

/**
 * POST /auth/v1/session/app/{id}/user/{email}/entity {entities: [codes]}: the user's selection. At least one
 * (400 #ENTITY_SELECTION 'Você precisa selecionar no mínimo 1 empresa!'), only entities the user holds (403
 * #ENTITY_NOT_HELD), only for the session's own user (403). data {user}: entitySelected follows, and so do the
 * named queries' :entities:.
 */
const entitySelection: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/session/app/:id/user/:email/entity', { schema: { params: Params, body: Body, response: replySchemas(UserReply) } }, async (request) => {
    const { tenant } = request;
    const { user } = await app.requireUserSession(request);
    if (normalizeEmail(request.params.email) !== user.email) throw new DomainError('#FORBIDDEN');
    const codes = [...new Set(request.body.entities.map(normalizeEntityCode).filter(Boolean))];
    if (codes.length === 0) throw new DomainError('#ENTITY_SELECTION');
    if ((await missingEntities(app.db, tenant.id, user.id, codes)).length > 0) throw new DomainError('#ENTITY_NOT_HELD');
    await app.db.transaction(async (tx) => {
      await selectEntities(tx, tenant.id, user.id, codes);
      await writeAudit(tx, auditActor(request, user), 'entity.select', { detail: { entities: codes } }, app.now());
    });
    app.sessions.forgetUser(user.id);
    const row = await loadUserSession(app.db, tenant, user.id);
    if (!row) throw new DomainError('#INVALID_SESSION');
    return ok({ user: toUserSession(row) });
  });
};

export default entitySelection;
