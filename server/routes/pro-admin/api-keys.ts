import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { ApiKeyInfo } from '../../../schemas/admin-config';
import { recordAdminWrite } from '../../admin/admin-audit';
import { requirePermission } from '../../admin/admin-auth';
import { requiredText } from '../../auth/password-input';
import { ok, okSchema } from '../../http/reply';

const idParams = Type.Object({ id: Type.String() });

/**
 * The tenant's API keys: listed, created (the key shown once; a name no other active key has) and revoked, by a
 * signed-in admin only.
 */
const apiKeys: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id/api-keys';
  app.addHook('onRequest', requirePermission('config'));
  app.addHook('onRequest', async (request) => {
    // A key never mints or revokes keys: that takes a person.
    if (request.adminActor.kind !== 'user') {
      throw new DomainError('#FORBIDDEN');
    }
  });

  app.get(base, { schema: { params: idParams, response: okSchema(Type.Array(ApiKeyInfo)) } }, async (request) =>
    ok(await app.apiKeys.list(request.tenant.id)),
  );

  app.post(
    base,
    {
      schema: {
        params: idParams,
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 80 }) }),
        response: okSchema(Type.Object({ id: Type.String(), name: Type.String(), prefix: Type.String(), key: Type.String() })),
      },
    },
    async (request) => {
      // A blank name (spaces only) would leave the key with no name to tell it by.
      const created = await app.apiKeys.create(request.tenant.id, requiredText(request.body.name), request.adminActor.label);
      await recordAdminWrite(app.db, request, {
        tenantId: request.tenant.id, actor: request.adminActor, action: 'apiKey.create', detail: { name: created.name, prefix: created.prefix }, at: app.now(),
      });
      return ok(created);
    },
  );

  app.delete(
    `${base}/:keyId`,
    { schema: { params: Type.Object({ id: Type.String(), keyId: Type.String() }), response: okSchema(Type.Object({}, { additionalProperties: false })) } },
    async (request) => {
      const name = await app.apiKeys.revoke(request.tenant.id, request.params.keyId);
      await recordAdminWrite(app.db, request, {
        tenantId: request.tenant.id, actor: request.adminActor, action: 'apiKey.revoke', detail: { name }, at: app.now(),
      });
      return ok({});
    },
  );
};

export default apiKeys;
