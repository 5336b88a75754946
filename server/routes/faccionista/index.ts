import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nfeBodyLimit } from '../../finance/nfe-xml';
import { receiveProductionOrderXml } from '../../finance/production-orders';
import { ok, replySchemas } from '../../http/reply';

const Params = Type.Object({ id: Type.String() });
const Received = Type.Object(
  {
    accessKey: Type.String({ description: 'The 44-digit access key of the NF-e.' }),
    number: Type.String(),
    series: Type.String(),
    date: Type.String({ description: "Issue date 'YYYY-MM-DD'." }),
    issuer: Type.Object({ document: Type.String(), name: Type.String() }, { additionalProperties: false }),
    lines: Type.Integer({ description: 'How many product lines the NF-e has.' }),
    total: Type.Number({ description: "The invoice's total (vNF), in BRL." }),
    fileKey: Type.String({ description: "The stored XML's file key." }),
    receivedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

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
      schema: { params: Params, body: Type.Object({ xml: Type.String() }, { additionalProperties: false }), response: replySchemas(Received) },
    },
    async (request) => {
      const session = await app.requireUserSession(request);
      return ok(await receiveProductionOrderXml({ db: app.db, store: app.files.store, now: app.now() }, request.tenant, session, request.body.xml));
    },
  );
};

export default faccionista;
