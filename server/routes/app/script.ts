import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorTexts } from '../../../domain/domain-error';
import { errorBody, ok, replySchemas } from '../../http/reply';
import { repoRoot } from '../../paths';

/** Tenant scripts: fixtures/scripts/{tenantId}/{name}; a tenant reads only its own folder. */
export const tenantScriptsDir = path.join(repoRoot, 'fixtures', 'scripts');

/** One file name: letters, digits, '.', '_', '-' (no separators), and not only dots. */
const scriptName = /^(?!\.+$)[A-Za-z0-9._-]{1,200}$/;
const maxScriptBytes = 512 * 1024;

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

/** The script's text, or null when the name is not a plain file name or the tenant has no such file. */
async function readTenantScript(tenantId: string, name: string): Promise<string | null> {
  if (!scriptName.test(name) || !scriptName.test(tenantId)) return null;
  const dir = path.join(tenantScriptsDir, tenantId);
  const file = path.join(dir, name);
  if (path.dirname(file) !== dir) return null;
  try {
    const text = await readFile(file);
    return text.byteLength > maxScriptBytes ? null : text.toString('utf8');
  } catch {
    return null;
  }
}

export default script;
