import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { AdminFileList } from '../../../schemas/files';
import { recordAdminWrite } from '../../admin/admin-audit';
import { requirePermission } from '../../admin/admin-auth';
import { ok, okSchema } from '../../http/reply';
import { parseFileKey, storeKeyOf } from '../../files/file-keys';
import { deleteFileRow, listTenantFiles } from '../../files/file-rows';

const params = Type.Object({ id: Type.String() });

/**
 * The file manager (SPEC §1 "file manager"; permission modules, the tenant's content): GET files lists the tenant's
 * files with their sizes; DELETE files/{key} removes one (row and bytes together: the row goes only if the bytes do).
 */
const files: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requirePermission('modules'));

  app.get('/v1/session/app/:id/files', { schema: { params, response: okSchema(AdminFileList) } }, async (request) => {
    const rows = await listTenantFiles(app.db, request.tenant.id);
    return ok({
      files: rows.map((f) => ({
        key: f.key,
        name: f.name,
        size: f.size,
        contentType: f.contentType,
        storageType: f.storageType,
        moduleId: f.moduleId,
        itemId: f.itemId,
        expiresAt: f.expiresAt ? f.expiresAt.toISOString() : null,
        createdAt: f.createdAt.toISOString(),
      })),
      count: rows.length,
      totalBytes: rows.reduce((sum, f) => sum + f.size, 0),
    });
  });

  app.delete(
    '/v1/session/app/:id/files/*',
    { schema: { params: Type.Object({ id: Type.String(), '*': Type.String() }), response: okSchema(Type.Object({ key: Type.String() })) } },
    async (request) => {
      const key = parseFileKey(request.params['*']);
      const tenantId = request.tenant.id;
      await app.db.transaction(async (tx) => {
        if (!(await deleteFileRow(tx, tenantId, key))) throw new DomainError('#FILE_NOT_FOUND');
        await app.files.store.delete(storeKeyOf(tenantId, key));
        await recordAdminWrite(tx, request, { tenantId, actor: request.adminActor, action: 'files.delete', detail: { key }, at: app.now() });
      });
      return ok({ key });
    },
  );
};

export default files;
