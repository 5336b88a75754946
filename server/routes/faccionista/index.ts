import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProductionOrderXml } from '../../../schemas/finance-calls';
import { nfeBodyLimit } from '../../finance/nfe-xml';
import { receiveProductionOrderXml } from '../../finance/production-orders';
import { ok, replySchemas } from '../../http/reply';

const Params = Type.Object({ id: Type.String() });
/**
 * The faccionista service group (SPEC §7 "Others"): POST /v1/session/app/{id}/production-order/uploadXml body
 * {xml} (JSON, as every SPEC §7 call): a contractor sends the NF-e it issued for a production order. The tenant keeps
 * it once per access key (server/finance/production-orders.ts) and answers what it read of it.
 */
const faccionista: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  app.post(
    '/v1/session/app/:id/production-order/uploadXml',
    {
      bodyLimit: nfeBodyLimit,
      schema: { params: Params, body: Type.Object({ xml: Type.String() }, { additionalProperties: false }), response: replySchemas(ProductionOrderXml) },
    },
    async (request) => {
      const session = await app.requireUserSession(request);
      return ok(await receiveProductionOrderXml({ db: app.db, store: app.files.store, now: app.now() }, request.tenant, session, request.body.xml));
    },
  );
};

export default faccionista;
