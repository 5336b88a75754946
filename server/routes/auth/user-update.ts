import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { changeOwnPassword } from '../../auth/password-change';
import { optionalPhone, requiredText } from '../../auth/password-input';
import { loadUserSession } from '../../auth/user-queries';
import { toUserSession } from '../../auth/user-session';
import { UserReply } from '../../../schemas/session';
import { ok, replySchemas } from '../../http/reply';
import type { Tenant } from '../../tenancy/tenant-registry';

const closed = { additionalProperties: false } as const;
const Profile = Type.Object({ nick: Type.String({ maxLength: 200 }), phone: Type.Optional(Type.String({ maxLength: 40 })) }, closed);
const Channel = Type.Object({ status: Type.Boolean() }, closed);
const Notifications = Type.Object({ notifications: Type.Record(Type.String(), Channel, { maxProperties: 20 }) }, closed);
const PasswordChange = Type.Object({ oldPassword: Type.String({ maxLength: 1024 }), password: Type.String({ maxLength: 1024 }) }, closed);
const Feedback = Type.Object({ feedbackScore: Type.Integer({ minimum: 0, maximum: 10 }) }, closed);
const Body = Type.Union([Profile, Notifications, PasswordChange, Feedback]);
const channelKey = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/**
 * POST /auth/v1/session/app/{id}/user/update with exactly one of {nick, phone?} | {notifications} |
 * {oldPassword, password} | {feedbackScore}: data {user}. A password change checks the old password, obeys the
 * tenant's rules and revokes the user's OTHER sessions; the caller's stays.
 */
const userUpdate: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/session/app/:id/user/update', { schema: { params: Type.Object({ id: Type.String() }), body: Body, response: replySchemas(UserReply) } }, async (request) => {
    const { tenant } = request;
    const { user } = await app.requireUserSession(request);
    const body = request.body;
    if ('nick' in body) {
      const nick = requiredText(body.nick);
      const phone = optionalPhone(body.phone);
      await update(app, tenant, user.id, 'nick = $3, phone = CASE WHEN $4::boolean THEN $5 ELSE phone END', [nick, phone !== undefined, phone ?? null]);
    } else if ('notifications' in body) {
      if (!Object.keys(body.notifications).every((k) => channelKey.test(k))) throw new DomainError('#VALIDATION');
      await update(
        app, tenant, user.id,
        `notifications = jsonb_set(notifications, '{channels}', COALESCE(notifications->'channels', '{}'::jsonb) || $3::jsonb), revision_date = $4`,
        [JSON.stringify(body.notifications), app.now()],
      );
    } else if ('oldPassword' in body) {
      await changeOwnPassword(app, request, user, body.oldPassword, body.password);
    } else {
      await update(app, tenant, user.id, 'feedback_score = $3', [body.feedbackScore]);
    }
    const row = await loadUserSession(app.db, tenant, user.id);
    if (!row) throw new DomainError('#INVALID_SESSION');
    return ok({ user: toUserSession(row) });
  });
};

/** One UPDATE of the user's row ($1 tenant, $2 user, then `params`), then the cached session rows go. */
async function update(app: FastifyInstance, tenant: Tenant, userId: string, set: string, params: unknown[]): Promise<void> {
  await app.db.query(`UPDATE users SET ${set}, updated_at = now() WHERE tenant_id = $1 AND id = $2`, [tenant.id, userId, ...params]);
  app.sessions.forgetUser(userId);
}

export default userUpdate;
