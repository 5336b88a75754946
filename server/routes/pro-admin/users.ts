import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../../../domain/admin-permissions';
import { DomainError } from '../../../domain/domain-error';
import { normalizeEmail } from '../../../domain/email';
import { EmptyBody } from '../../../schemas/empty-body';
import { recordAdminWrite } from '../../admin/admin-audit';
import { requirePermission } from '../../admin/admin-auth';
import { listUsers, userDetail } from '../../admin/user-directory';
import { directHashExpiry, issueDirectHash } from '../../auth/direct-hashes';
import { issueRegistrationToken, mailRegistrationLink } from '../../auth/registration-link';
import { ok, okSchema } from '../../http/reply';
import { tenantLink } from '../../mail/links';

const Status = Type.Union([Type.Literal('active'), Type.Literal('blocked'), Type.Literal('disabled'), Type.Literal('pending')]);
const UserListItem = Type.Object(
  { email: Type.String(), nick: Type.String(), groups: Type.Array(Type.String()), status: Status, lastSignIn: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: false },
);
const EmailParams = Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }) });
const Nullable = Type.Union([Type.String(), Type.Null()]);
/** GET users/{email}: what the detail screen shows (server/admin/user-directory.ts userDetail). */
const UserDetail = Type.Object(
  {
    email: Type.String(),
    nick: Type.String(),
    phone: Nullable,
    groups: Type.Array(Type.String()),
    status: Status,
    entities: Type.Array(
      Type.Object({ code: Type.String(), description: Type.String(), selected: Type.Boolean() }, { additionalProperties: false }),
    ),
    openSessions: Type.Integer(),
    lastSignIn: Nullable,
    createdAt: Type.String({ format: 'date-time' }),
    terms: Type.Array(
      Type.Object({ termId: Type.String(), version: Type.Integer(), acceptedAt: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
const BlockReply = Type.Object({ email: Type.String(), status: Status }, { additionalProperties: false });

/**
 * The tenant's users for admins with 'users' (issue 10): list with server-side search and paging, detail, block
 * and unblock (ending their sessions), end all sessions, resend the registration link, a direct-hash link.
 */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id/users';
  app.addHook('onRequest', requirePermission('users'));

  /** The target user; an admin never acts on someone who holds a permission the admin lacks, nor on themselves. */
  const target = async (request: FastifyRequest<{ Params: { email: string } }>) => {
    const email = normalizeEmail(request.params.email);
    const { id, detail } = await userDetail(app.db, request.tenant.id, email, app.now());
    const theirs = permissionsOf(detail.groups, request.tenant.document.company.admin?.permissions);
    if (theirs.some((p) => !request.adminActor.permissions.includes(p))) throw new DomainError('#FORBIDDEN');
    return { id, detail };
  };
  const audit = (request: FastifyRequest, action: string, email: string, detail: Record<string, unknown> = {}) =>
    recordAdminWrite(app.db, request, { tenantId: request.tenant.id, actor: request.adminActor, action, detail: { email, ...detail }, at: app.now() });

  app.get(
    base,
    {
      schema: {
        params: Type.Object({ id: Type.String() }),
        querystring: Type.Object({
          search: Type.Optional(Type.String({ maxLength: 200 })),
          page: Type.Optional(Type.Integer({ minimum: 1 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: okSchema(Type.Object({ total: Type.Integer(), items: Type.Array(UserListItem) }, { additionalProperties: false })),
      },
    },
    async (request) => {
      const { search, page = 1, limit = 25 } = request.query;
      return ok(await listUsers(app.db, request.tenant.id, { search: search?.trim() || undefined, page, limit }));
    },
  );

  app.get(`${base}/:email`, { schema: { params: EmailParams, response: okSchema(UserDetail) } }, async (request) =>
    ok((await userDetail(app.db, request.tenant.id, normalizeEmail(request.params.email), app.now())).detail),
  );

  for (const blocked of [true, false]) {
    app.post(`${base}/:email/${blocked ? 'block' : 'unblock'}`, { schema: { params: EmailParams, body: EmptyBody, response: okSchema(BlockReply) } }, async (request) => {
      const { id, detail } = await target(request);
      if (blocked && detail.email === request.adminActor.label) throw new DomainError('#FORBIDDEN');
      await app.db.query('UPDATE users SET blocked = $3, updated_at = $4 WHERE tenant_id = $1 AND id = $2', [request.tenant.id, id, blocked, app.now()]);
      // A block ends every session at once; the next call of that user is refused.
      const ended = blocked ? await app.sessions.revokeUser(request.tenant.id, id) : 0;
      app.sessions.forgetUser(id);
      await audit(request, blocked ? 'user.block' : 'user.unblock', detail.email, { endedSessions: ended });
      return ok({ email: detail.email, status: blocked ? 'blocked' : (await userDetail(app.db, request.tenant.id, detail.email, app.now())).detail.status });
    });
  }

  const endedReply = okSchema(Type.Object({ ended: Type.Integer() }, { additionalProperties: false }));
  app.post(`${base}/:email/end-sessions`, { schema: { params: EmailParams, body: EmptyBody, response: endedReply } }, async (request) => {
    const { id, detail } = await target(request);
    const ended = await app.sessions.revokeUser(request.tenant.id, id);
    await audit(request, 'user.endSessions', detail.email, { endedSessions: ended });
    return ok({ ended });
  });

  const sentReply = okSchema(Type.Object({ sent: Type.Boolean() }, { additionalProperties: false }));
  app.post(`${base}/:email/registration-link`, { schema: { params: EmailParams, body: EmptyBody, response: sentReply } }, async (request) => {
    const { id, detail } = await target(request);
    if (detail.status !== 'pending') throw new DomainError('#USER_ALREADY_REGISTERED');
    const token = await issueRegistrationToken(app, app.db, request.tenant.id, id);
    mailRegistrationLink(app, request.tenant, detail.email, token);
    await audit(request, 'user.registrationLink', detail.email);
    return ok({ sent: true });
  });

  app.post(
    `${base}/:email/direct-hash`,
    {
      schema: {
        params: EmailParams,
        body: Type.Object({
          title: Type.Optional(Type.String({ maxLength: 500 })),
          script: Type.Optional(Type.String({ maxLength: 2000 })),
          expires: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number()])),
        }),
        response: okSchema(Type.Object({ link: Type.String(), expires: Type.String({ format: 'date-time' }) }, { additionalProperties: false })),
      },
    },
    async (request) => {
      const { id, detail } = await target(request);
      const now = app.now();
      const expiresAt = directHashExpiry(request.body.expires, now);
      const payload = { title: request.body.title ?? '', script: request.body.script ?? '', json: null };
      const hash = await issueDirectHash(app.db, request.tenant.id, id, payload, expiresAt, now);
      await audit(request, 'user.directHash', detail.email, { expires: expiresAt.toISOString() });
      return ok({ link: tenantLink(request.tenant, app.config, `/directHash/${hash}`), expires: expiresAt.toISOString() });
    },
  );
};

export default users;
