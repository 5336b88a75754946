import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody } from '../../../schemas/empty-body';
import { formatDateTime } from '../../../domain/dates';
import { deliverabilityMessages } from '../../../domain/messages/email-deliverability';
import { firstName } from '../../../domain/user';
import { ok, replySchemas } from '../../http/reply';

const Outcome = Type.Object(
  {
    to: Type.String(),
    accepted: Type.Boolean(),
    transport: Type.Union([Type.Literal('outbox'), Type.Literal('smtp')]),
    sentAt: Type.String({ format: 'date-time' }),
    response: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/**
 * POST /auth/v1/session/app/{id}/user/email-deliverability (issue 11, /email-deliverability): sends the signed-in
 * user a test e-mail through the tenant's mail now (not queued) and answers whether the transport accepted it
 * (the outbox, or the SMTP server's reply). Only to the user's own address; rate limited per IP and per e-mail.
 */
const emailDeliverability: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/session/app/:id/user/email-deliverability',
    { schema: { params: Type.Object({ id: Type.String() }), body: EmptyBody, response: replySchemas(Outcome) } },
    async (request) => {
      const { user } = await app.requireUserSession(request);
      const tenant = request.tenant;
      await app.rateLimiter.hit('emailDeliverability', tenant.id, request.ip, user.email);
      const now = app.now();
      const appName = tenant.document.company.appName;
      const outcome = await app.mailer.send({
        tenant,
        to: user.email,
        subject: deliverabilityMessages.subject(appName),
        text: deliverabilityMessages.text(appName, firstName(user.nick) || user.email, formatDateTime(now.toISOString())),
      });
      return ok({
        to: user.email,
        accepted: outcome.accepted,
        transport: outcome.transport,
        sentAt: now.toISOString(),
        ...(outcome.transport === 'smtp' && outcome.response ? { response: outcome.response } : {}),
      });
    },
  );
};

export default emailDeliverability;
