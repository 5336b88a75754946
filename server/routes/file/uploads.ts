import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { MAX_FILE_NAME_LENGTH } from '../../../domain/files';
import { fileMessages } from '../../../domain/messages/files';
import { EmptyBody } from '../../../schemas/empty-body';
import { ok, replySchemas } from '../../http/reply';
import { issueUpload, storageTypeOf, type UploadRequest } from '../../files/upload-links';
import { headerText } from '../app/module-item';

const params = Type.Object({ id: Type.String() });
export const UploadLinks = Type.Object({ key: Type.String(), url: Type.String(), link: Type.String() }, { additionalProperties: false });

/**
 * The longest `filename` header read. Longer than any stored name: a long name is shortened keeping its extension
 * (domain/files.ts normalizeFileName, as the browser does before sending), not refused.
 */
export const fileNameHeaderLength = 1000;

const header = (description: string) => Type.Optional(Type.String({ description }));
/** The upload headers as read by uploadHeaders (lengths are checked there, with the catalogue's #VALIDATION). */
export const UploadHeaders = Type.Object({
  path: header('Folder of the file in the tenant storage.'),
  filename: header(`The file's name, stored lowercased in ASCII, shortened to ${MAX_FILE_NAME_LENGTH} characters keeping its extension.`),
  filetype: header("The browser's media type (logged only: the type is sniffed from the bytes)."),
  'storage-type': header("'app-storage' (default), 'tmp-public-link', ..."),
  'use-unique-id': header("'true' (default) or 'false': a unique key prefix."),
});

/** The headers of SPEC §7's upload calls: path, filename, filetype (kept for the log only: types are sniffed), storage-type, use-unique-id. */
export function uploadHeaders(request: FastifyRequest, now: Date): Omit<UploadRequest, 'tenantId' | 'meta' | 'label'> {
  const h = request.headers;
  const unique = headerText(h['use-unique-id'], 10);
  if (unique !== undefined && unique !== 'true' && unique !== 'false') throw new DomainError('#VALIDATION');
  return {
    path: headerText(h.path, 300),
    fileName: headerText(h.filename, fileNameHeaderLength),
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
  const response = replySchemas(UploadLinks);

  // Everything such a call says is in its headers: the body is {} or none.
  const schema = { params, headers: UploadHeaders, body: EmptyBody, response };

  app.post('/file/v1/session/app/:id/signedUpload', { schema }, async (request) => {
    const session = await app.requireUserSession(request);
    const input = uploadHeaders(request, app.now());
    return ok(await issueUpload(app.files, { ...input, tenantId: request.tenant.id, label: fileMessages.defaultLabel, meta: { userId: session.user.id } }));
  });

  app.post('/file/v1/public/app/:id/upload', { schema }, async (request) => {
    const input = uploadHeaders(request, app.now());
    return ok(await issueUpload(app.files, { ...input, tenantId: request.tenant.id, label: fileMessages.defaultLabel, meta: {} }));
  });
};

export default uploads;
