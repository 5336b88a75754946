import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantConfigMessages } from '../../../domain/messages/tenant-config';
import { ConfigVersion, ConfigVersionInfo } from '../../../schemas/admin-config';
import { requirePermission } from '../../admin/admin-auth';
import { ok, okSchema } from '../../http/reply';
import { expectedVersion, ifMatchHeaders, publishConfig, sendVersion } from './publish';
import { VERSION_COMMENT_MAX } from '../../../domain/config-draft';

const params = Type.Object({ id: Type.String(), version: Type.Integer({ minimum: 1 }) });

/** The config's versions: the list, one version, and rollback (a new version with an old one's content). */
const versions: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id/config/versions';
  app.addHook('onRequest', requirePermission('config'));

  app.get(base, { schema: { params: Type.Object({ id: Type.String() }), response: okSchema(Type.Array(ConfigVersionInfo)) } }, async (request) =>
    ok(await app.configStore.list(request.tenant.id)),
  );

  app.get(`${base}/:version`, { schema: { params, response: okSchema(ConfigVersion) } }, async (request, reply) =>
    sendVersion(reply, await app.configStore.get(request.tenant.id, request.params.version)),
  );

  app.post(
    `${base}/:version/rollback`,
    {
      schema: {
        params,
        headers: ifMatchHeaders,
        body: Type.Optional(Type.Object({ comment: Type.Optional(Type.String({ maxLength: VERSION_COMMENT_MAX })) })),
        response: okSchema(ConfigVersion),
      },
    },
    async (request, reply) => {
      const target = await app.configStore.get(request.tenant.id, request.params.version);
      const comment = request.body?.comment?.trim() || tenantConfigMessages.versions.rollbackComment(target.version);
      const saved = await publishConfig(app, request, {
        submitted: target.document,
        comment,
        // If-Match is optional here: with it, a rollback over someone else's newer save is refused too.
        expectedVersion: request.headers['if-match'] ? expectedVersion(request) : undefined,
        action: 'config.rollback',
        detail: { restored: target.version },
      });
      return sendVersion(reply, saved);
    },
  );
};

export default versions;
