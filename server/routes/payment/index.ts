import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, replySchemas } from '../../http/reply';
import { configPaymentAdapter, type PaymentAdapter } from '../../payment/accounts-access';

/** GET /payment/v1/app/{id}/access (SPEC §7): data {access}; a failing adapter means no access (SPEC §6). */
const payment: FastifyPluginAsyncTypebox<{ adapter?: PaymentAdapter }> = async (app, opts) => {
  const adapter = opts.adapter ?? configPaymentAdapter;
  app.addHook('onRequest', app.requireTenant);
  app.get('/v1/app/:id/access', { schema: { params: Type.Object({ id: Type.String() }), response: replySchemas(Type.Object({ access: Type.Boolean() }, { additionalProperties: false })) } }, async (request) => {
    const { user } = await app.requireUserSession(request);
    const access = await adapter.hasAccountsAccess(request.tenant, user).catch((err: unknown) => {
      request.log.warn({ err }, 'payment access check failed');
      return false;
    });
    return ok({ access });
  });
};

export default payment;
