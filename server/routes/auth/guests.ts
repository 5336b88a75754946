import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { assertUserQuota } from '../../admin/quotas';
import { issueRegistrationToken, mailRegistrationLink } from '../../auth/registration-link';
import { findUserByEmail } from '../../auth/user-queries';
import { auditActor, writeAudit } from '../../entities/entity-audit';
import { guestOf, hostGroups, listGuests, privilegedGroups } from '../../entities/guests';
import { EmptyBody } from '../../../schemas/empty-body';
import { ok, replySchemas } from '../../http/reply';

const Email = Type.String({ maxLength: 320 });
const GroupQuery = Type.Object({
  id: Type.String(),
  email: Email,
  group: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
  type: Type.Union([Type.Literal('add'), Type.Literal('remove')]),
});
const closed = { additionalProperties: false } as const;
/** One guest of listGuest (entities/guests.ts listGuests). */
const Guest = Type.Object(
  {
    email: Type.String(),
    nick: Type.String(),
    groups: Type.Array(Type.String()),
    enabled: Type.Boolean(),
    status: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  closed,
);
const Created = Type.Object({ email: Type.String(), created: Type.Boolean() }, closed);
const Regrouped = Type.Object({ email: Type.String(), groups: Type.Array(Type.String()) }, closed);
const Removed = Type.Object({ email: Type.String(), removed: Type.Boolean() }, closed);

/**
 * A host's guests (SPEC §6, §7 "Auth"): createGuest mails the guest a registration link; listGuest; modify a
 * guest's group (never admin/host/adapcon); removeGuestByHost deletes the guest and ends their sessions.
 * Enabling/disabling is changeEnableByHost (user-enable.ts). A host acts only on guests it created.
 */
const guests: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/user/createGuest', { schema: { querystring: Type.Object({ id: Type.String(), email: Email }), body: EmptyBody, response: replySchemas(Created) } }, async (request) => {
    const { tenant } = request;
    const { user: host } = await app.requireGroup(request, hostGroups);
    const email = normalizeEmail(request.query.email);
    if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
    if (await findUserByEmail(app.db, tenant.id, email)) throw new DomainError('#USER_EXISTS');
    const token = await app.db.transaction(async (tx) => {
      await assertUserQuota(tx, tenant, email);
      const [guest] = await tx.query<{ id: string }>(
        `INSERT INTO users (tenant_id, email, status, guest_of) VALUES ($1, $2, 'pendingByDirectHash', $3) RETURNING id`,
        [tenant.id, email, host.id],
      );
      const target = { id: guest?.id ?? '', email };
      await writeAudit(tx, auditActor(request, host), 'guest.create', { target }, app.now());
      return issueRegistrationToken(app, tx, tenant.id, guest?.id ?? null);
    });
    mailRegistrationLink(app, tenant, email, token, 'guest');
    return ok({ email, created: true });
  });

  app.get('/v1/user/listGuest', { schema: { querystring: Type.Object({ id: Type.String() }), response: replySchemas(Type.Array(Guest)) } }, async (request) => {
    const { user: host } = await app.requireGroup(request, hostGroups);
    return ok(await listGuests(app.db, request.tenant.id, host.id));
  });

  app.post('/v1/user/modifyGroupByHost', { schema: { querystring: GroupQuery, body: EmptyBody, response: replySchemas(Regrouped) } }, async (request) => {
    const { tenant } = request;
    const { user: host } = await app.requireGroup(request, hostGroups);
    const guest = await guestOf(app.db, tenant.id, host.id, request.query.email);
    const { group, type } = request.query;
    if (privilegedGroups.includes(group.toLowerCase())) throw new DomainError('#FORBIDDEN');
    const [row] = await app.db.query<{ groups: string[] }>(
      `UPDATE users SET groups = CASE WHEN $4 = 'add' THEN array_append(array_remove(groups, $3), $3) ELSE array_remove(groups, $3) END,
         updated_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING groups`,
      [tenant.id, guest.id, group, type],
    );
    app.sessions.forgetUser(guest.id);
    await writeAudit(app.db, auditActor(request, host), 'guest.group', { target: guest, detail: { group, type } }, app.now());
    return ok({ email: guest.email, groups: row?.groups ?? [] });
  });

  app.post('/v1/user/removeGuestByHost', { schema: { querystring: Type.Object({ id: Type.String(), email: Email }), body: EmptyBody, response: replySchemas(Removed) } }, async (request) => {
    const { tenant } = request;
    const { user: host } = await app.requireGroup(request, hostGroups);
    const guest = await guestOf(app.db, tenant.id, host.id, request.query.email);
    await app.sessions.revokeUser(tenant.id, guest.id);
    await app.db.transaction(async (tx) => {
      await writeAudit(tx, auditActor(request, host), 'guest.remove', { target: guest }, app.now());
      await tx.query('DELETE FROM users WHERE tenant_id = $1 AND id = $2', [tenant.id, guest.id]);
    });
    app.sessions.forgetUser(guest.id);
    return ok({ email: guest.email, removed: true });
  });
};

export default guests;
