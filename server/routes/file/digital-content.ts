import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { maxFileBytesHeader } from '../../../domain/files';
import { EmptyBody } from '../../../schemas/empty-body';
import { ok, okSchema } from '../../http/reply';
import { maxFileBytes } from '../../files/file-intake';
import { storeKeyOf } from '../../files/file-keys';
import { listItemFiles, type FileRecord } from '../../files/file-rows';
import { issueUpload, linkMs } from '../../files/upload-links';
import { headerText, requireVisibleItem } from '../app/module-item';
import { UploadHeaders, UploadLinks, uploadHeaders } from './uploads';

const params = Type.Object({ id: Type.String() });
export const FileEntry = Type.Object({
  key: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  createdAt: Type.String(),
  link: Type.String(),
});
/** The module item a call is about (both calls), beside the upload headers (POST). */
const ItemHeaders = Type.Object({
  module: Type.Optional(Type.String({ description: "The module's id." })),
  'module-item': Type.Optional(Type.String({ description: "The item's id in that module." })),
});

/**
 * SPEC §7 Files: POST and GET /file/v1/session/app/{id}/digital-content with headers path, module, module-item: a
 * module item's files. POST replies {key, url, link} like signedUpload (the item's `extensions` bound the types);
 * GET lists the item's files, each with a signed download link, and says the tenant's largest file in the header
 * `max-file-bytes`. The user must see the item (SPEC §6).
 */
const digitalContent: FastifyPluginAsyncTypebox = async (app) => {
  const itemOf = async (request: FastifyRequest) => {
    const session = await app.requireUserSession(request);
    const moduleId = headerText(request.headers.module, 200);
    const itemId = headerText(request.headers['module-item'], 200);
    if (!moduleId || !itemId) throw new DomainError('#VALIDATION');
    requireVisibleItem(request.tenant, session.user, moduleId, itemId);
    const item = request.tenant.document.company.modules.find((m) => m.id === moduleId)?.items.find((i) => i.id === itemId);
    return { session, moduleId, itemId, item };
  };

  app.post('/file/v1/session/app/:id/digital-content', { schema: { params, headers: Type.Object({ ...ItemHeaders.properties, ...UploadHeaders.properties }), body: EmptyBody, response: okSchema(UploadLinks) } }, async (request) => {
    const { session, moduleId, itemId, item } = await itemOf(request);
    const input = uploadHeaders(request, app.now());
    const fileItem = item?.kind === 'file' ? item : undefined;
    const allowed = [...(fileItem?.extensions ?? [])];
    return ok(
      await issueUpload(app.files, {
        ...input,
        path: input.path ?? fileItem?.path ?? 'conteudo-digital',
        tenantId: request.tenant.id,
        label: item?.title ?? moduleId,
        meta: { userId: session.user.id, moduleId, itemId, allowed },
      }),
    );
  });

  app.get('/file/v1/session/app/:id/digital-content', { schema: { params, headers: ItemHeaders, response: okSchema(Type.Array(FileEntry)) } }, async (request, reply) => {
    const { moduleId, itemId } = await itemOf(request);
    // The tenant's limit (server-only config), so the picker says it before a file is chosen and refuses a larger one.
    void reply.header(maxFileBytesHeader, String(maxFileBytes(request.tenant)));
    const files = await listItemFiles(app.db, request.tenant.id, moduleId, itemId, app.now());
    return ok(await Promise.all(files.map((file) => fileEntry(app.files.store, request.tenant.id, file, app.now()))));
  });
};

export async function fileEntry(store: { signedUrl: (m: 'GET', k: string, e: Date) => Promise<string> }, tenantId: string, file: FileRecord, now: Date) {
  const ttl = linkMs[file.storageType as keyof typeof linkMs] ?? linkMs['app-storage'];
  return {
    key: file.key,
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    createdAt: file.createdAt.toISOString(),
    link: await store.signedUrl('GET', storeKeyOf(tenantId, file.key), new Date(now.getTime() + ttl)),
  };
}

export default digitalContent;
