import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { decideApproval, listPending, requestApproval } from '../../entities/entity-approvals';
import { auditActor, writeAudit } from '../../entities/entity-audit';
import { normalizeEntityCode } from '../../entities/entity-code';
import { assertPath, isApprover } from '../../entities/registration-paths';
import { EntityApproval } from '../../../schemas/entity';
import { ok, replySchemas } from '../../http/reply';
import { addEntity, newEntityCode } from './add-entity';

const Params = Type.Object({ id: Type.String(), code: Type.String({ maxLength: 40 }) });
const Text = Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 300 })]));
const RequestBody = Type.Object(
  { description: Type.String({ minLength: 1, maxLength: 300 }), tag1: Text, tag2: Text, options: Type.Optional(Type.Unknown()), term: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
const Decision = Type.Object({ approved: Type.Boolean(), email: Type.String({ maxLength: 320 }) }, { additionalProperties: false });

/**
 * The approval path (SPEC §3 "Entity approval request", §6): a request goes pending; GET pendingApproval lists
 * the user's own, or every pending request of the tenant for an approver (group 'admin'); an approver decides
 * with POST .../approval/decision {approved, email} (our design). Approval adds the entity to the requester.
 */
const approval: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/session/app/:id/entity/:code/approval', { schema: { params: Params, body: RequestBody, response: replySchemas(EntityApproval) } }, async (request) => {
    const session = await app.requireUserSession(request);
    const { tenant } = request;
    assertPath(tenant, 'approval');
    const code = await newEntityCode(app, request, session, request.params.code);
    const body = { ...request.body, description: request.body.description.trim() };
    if (JSON.stringify(body.options ?? null).length + JSON.stringify(body.term ?? null).length > 20_000) throw new DomainError('#VALIDATION');
    const created = await app.db.transaction(async (tx) => {
      const row = await requestApproval(tx, tenant.id, session.user.id, code, body, app.now());
      await writeAudit(tx, auditActor(request, session.user), 'entity.approval.request', { entityCode: code, detail: { description: body.description } }, app.now());
      return row;
    });
    app.sessions.forgetUser(session.user.id);
    return ok(created);
  });

  app.get('/v1/session/app/:id/entity/pendingApproval', { schema: { params: Type.Object({ id: Type.String() }), response: replySchemas(Type.Array(EntityApproval)) } }, async (request) => {
    const { user } = await app.requireUserSession(request);
    return ok(await listPending(app.db, request.tenant.id, isApprover(user.groups) ? null : user.id));
  });

  app.post('/v1/session/app/:id/entity/:code/approval/decision', { schema: { params: Params, body: Decision, response: replySchemas(EntityApproval) } }, async (request) => {
    const { user } = await app.requireGroup(request, ['admin']);
    const { tenant } = request;
    assertPath(tenant, 'approval');
    const email = normalizeEmail(request.body.email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    const code = normalizeEntityCode(request.params.code);
    const { approved } = request.body;
    const decided = await decideApproval(app.db, tenant.id, email, code, approved, user.id, app.now());
    const requester = { id: decided.userId, email };
    const { approval: a } = decided;
    if (approved) {
      const entity = { code, description: a.description, tag1: a.tag1, tag2: a.tag2 };
      await addEntity(app, request, user, requester, entity, 'entity.approval.approve');
    } else {
      await writeAudit(app.db, auditActor(request, user), 'entity.approval.refuse', { entityCode: code, target: requester }, app.now());
      app.sessions.forgetUser(requester.id);
    }
    return ok(a);
  });
};

export default approval;
