import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, replySchemas } from '../../http/reply';
import { sanitizeTenantHtml } from '../../tenancy/tenant-html';

const Banners = Type.Array(Type.Object({ html: Type.String() }, { additionalProperties: false }));

/** SPEC §7 "App": GET /app/v1/session/app/{id}/banners -> data [{html}], the tenant's banners active now. */
const banners: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/session/app/:id/banners', { schema: { params: Type.Object({ id: Type.String() }), response: replySchemas(Banners) } }, async (request) => {
    await app.requireSession(request);
    const rows = await app.db.query<{ html: string }>(
      `SELECT html FROM banners
       WHERE tenant_id = $1 AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)
       ORDER BY position, id`,
      [request.tenant.id, app.now()],
    );
    return ok(rows.map(({ html }) => ({ html: sanitizeTenantHtml(html) })));
  });
};

export default banners;
