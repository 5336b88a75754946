import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { LiveEvent, LiveProduct, LiveProductPatch, type LiveSocketEvent } from '../../../schemas/live-shop';
import { requireTenantAdmin } from '../../admin/admin-auth';
import { ApiKeys } from '../../admin/api-keys';
import { ok, okSchema } from '../../http/reply';
import { loadLiveEvent, patchLiveProduct, saveLiveEvent } from '../../live/live-events';

const Params = Type.Object({ id: Type.String(), liveId: Type.String({ minLength: 1, maxLength: 80 }) });
const ProductParams = Type.Object({ id: Type.String(), liveId: Type.String({ maxLength: 80 }), productId: Type.String({ maxLength: 80 }) });
const EventBody = Type.Omit(LiveEvent, ['id', 'updatedAt'], { additionalProperties: false });
/** Who edits: a tenant API key, or an admin session's code (requireTenantAdmin reads either). */
const EditorHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ description: "'Bearer ptk_...': a tenant API key." })),
  code: Type.Optional(Type.String({ description: "An admin session holding 'modules'." })),
});

/**
 * The live shop (issue 11, SPEC §2 /(aovivo|live)/:id): GET .../live/{liveId} is public (the page needs no
 * session). PUT (whole event) and PATCH (one product) are the tenant's: its API key (`authorization: Bearer ptk_...`)
 * or an admin session with the 'modules' permission. After a save every page open on the event gets
 * {action:'live', live, event} on the store socket (schemas/live-shop.ts LiveSocketEvent).
 */
const live: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  const apiKeys = new ApiKeys(app.db, () => app.now());
  const requireEditor = async (request: FastifyRequest) => {
    const actor = await requireTenantAdmin(app, apiKeys, request);
    if (!actor.permissions.includes('modules')) throw new DomainError('#FORBIDDEN');
  };
  const publish = (tenantId: string, liveId: string, event: LiveSocketEvent) => app.realtime.publish(tenantId, `live:${liveId}`, event);

  app.get('/v1/app/:id/live/:liveId', { schema: { params: Params, response: okSchema(LiveEvent) } }, async (request) =>
    ok(await loadLiveEvent(app.db, request.tenant.id, request.params.liveId)),
  );

  app.put(
    '/v1/app/:id/live/:liveId',
    { onRequest: requireEditor, schema: { params: Params, headers: EditorHeaders, body: EventBody, response: okSchema(LiveEvent) } },
    async (request) => {
      const { liveId } = request.params;
      const ids = request.body.products.map((p) => p.id);
      if (new Set(ids).size !== ids.length) throw new DomainError('#VALIDATION');
      await saveLiveEvent(app.db, request.tenant.id, { ...request.body, id: liveId }, app.now());
      const saved = await loadLiveEvent(app.db, request.tenant.id, liveId);
      await publish(request.tenant.id, liveId, { type: 'changed', updatedAt: saved.updatedAt });
      return ok(saved);
    },
  );

  app.patch(
    '/v1/app/:id/live/:liveId/products/:productId',
    { onRequest: requireEditor, schema: { params: ProductParams, headers: EditorHeaders, body: LiveProductPatch, response: okSchema(LiveProduct) } },
    async (request) => {
      const { liveId, productId } = request.params;
      const now = app.now();
      const product = await patchLiveProduct(app.db, request.tenant.id, liveId, productId, request.body, now);
      await publish(request.tenant.id, liveId, { type: 'product', updatedAt: now.toISOString(), product });
      return ok(product);
    },
  );
};

export default live;
