import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorTexts } from '../../../domain/domain-error';
import { errorBody, ok, replySchemas } from '../../http/reply';
import { readTenantScript } from '../../tenancy/tenant-scripts';

/**
 * SPEC §7 "Config and scripts" (GET script path): GET /app/v1/session/app/{id}/script/{name} -> data {source},
 * the text of the host tenant's script. Needs a user session. A name outside the pattern, a missing file or one
 * too large answers 404 #ERRO_SCRIPT_DOWNLOAD_BODY (404, not the catalogue's 502: nothing upstream failed, and
 * the browser shows the message itself instead of the connection-error dialog).
 */
const script: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/session/app/:id/script/:name',
    {
      schema: {
        params: Type.Object({ id: Type.String(), name: Type.String({ maxLength: 200 }) }),
        response: replySchemas(Type.Object({ source: Type.String() }, { additionalProperties: false })),
      },
    },
    async (request, reply) => {
      await app.requireUserSession(request);
      const source = await readTenantScript(request.tenant.id, request.params.name);
      if (source === null) {
        return reply.code(404).send(errorBody('#ERRO_SCRIPT_DOWNLOAD_BODY', errorTexts['#ERRO_SCRIPT_DOWNLOAD_BODY']));
      }
      return ok({ source });
    },
  );
};

export default script;
