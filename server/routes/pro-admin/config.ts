import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfigValidation, ConfigVersion } from '../../../schemas/admin-config';
import { hasErrors } from '../../admin/config-validation';
import { requirePermission } from '../../admin/admin-auth';
import { ok, okSchema } from '../../http/reply';
import { checkSubmitted, expectedVersion, ifMatchHeaders, publishConfig, sendVersion } from './publish';
import { VERSION_COMMENT_MAX } from '../../../domain/config-draft';

const params = Type.Object({ id: Type.String() });
/** A tenant document can be large (a 200 x 20 tenant is ~320 KiB); the editor sends it whole. */
const bodyLimit = 8 * 1024 * 1024;
const Document = Type.Unknown({ description: 'A tenant config: {company, server}.' });

/** GET config, POST config/validate and PUT config (If-Match) of the tenant's admin API (issue 9). */
const config: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id/config';
  app.addHook('onRequest', requirePermission('config'));

  app.get(base, { schema: { params, response: okSchema(ConfigVersion) } }, async (request, reply) =>
    sendVersion(reply, await app.configStore.current(request.tenant.id)),
  );

  app.post(
    `${base}/validate`,
    { bodyLimit, schema: { params, body: Type.Object({ document: Document }), response: okSchema(ConfigValidation) } },
    async (request) => {
      const { problems } = await checkSubmitted(app, request.tenant.id, request.body.document);
      return ok({ valid: !hasErrors(problems), errors: problems });
    },
  );

  app.put(
    base,
    {
      bodyLimit,
      schema: {
        params,
        headers: ifMatchHeaders,
        body: Type.Object({ document: Document, comment: Type.String({ maxLength: VERSION_COMMENT_MAX }) }),
        response: okSchema(ConfigVersion),
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request);
      const saved = await publishConfig(app, request, {
        submitted: request.body.document,
        comment: request.body.comment.trim(),
        expectedVersion: expected,
        action: 'config.publish',
      });
      return sendVersion(reply, saved);
    },
  );
};

export default config;
