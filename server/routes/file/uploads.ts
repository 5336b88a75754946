import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { fileMessages } from '../../../domain/messages/files';
import { ok, okSchema } from '../../http/reply';
import { issueUpload, storageTypeOf, type UploadRequest } from '../../files/upload-links';
import { headerText } from '../app/module-item';

const params = Type.Object({ id: Type.String() });
export const UploadLinks = Type.Object({ key: Type.String(), url: Type.String(), link: Type.String() });

/** The headers of SPEC §7's upload calls: path, filename, filetype (kept for the log only: types are sniffed), storage-type, use-unique-id. */
export function uploadHeaders(request: FastifyRequest, now: Date): Omit<UploadRequest, 'tenantId' | 'meta' | 'label'> {
  const h = request.headers;
  const unique = headerText(h['use-unique-id'], 10);
  if (unique !== undefined && unique !== 'true' && unique !== 'false') throw new DomainError('#VALIDATION');
  return {
    path: headerText(h.path, 300),
    fileName: headerText(h.filename, 200),
    storageType: storageTypeOf(headerText(h['storage-type'], 40)),
    unique: unique !== 'false',
    now,
  };
}

/**
 * SPEC §7 Files: POST /file/v1/session/app/{id}/signedUpload (a user session) and the public
 * POST /file/v1/public/app/{id}/upload (no session: a visitor's form) reply {key, url, link}; the browser then PUTs
 * the bytes to url (blob.ts).
 */
const uploads: FastifyPluginAsyncTypebox = async (app) => {
  const response = okSchema(UploadLinks);

  app.post('/file/v1/session/app/:id/signedUpload', { schema: { params, response } }, async (request) => {
    const session = await app.requireUserSession(request);
    const input = uploadHeaders(request, app.now());
    return ok(await issueUpload(app.files, { ...input, tenantId: request.tenant.id, label: fileMessages.defaultLabel, meta: { userId: session.user.id } }));
  });

  app.post('/file/v1/public/app/:id/upload', { schema: { params, response } }, async (request) => {
    const input = uploadHeaders(request, app.now());
    return ok(await issueUpload(app.files, { ...input, tenantId: request.tenant.id, label: fileMessages.defaultLabel, meta: {} }));
  });
};

export default uploads;
