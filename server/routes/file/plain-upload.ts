import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { DEFAULT_EXPIRES, normalizeFileName } from '../../../domain/files';
import { fileTypes, knownExtensions } from '../../../domain/file-kinds';
import { fileMessages } from '../../../domain/messages/files';
import { portalMessages } from '../../../domain/messages/portal';
import { ok, okSchema } from '../../http/reply';
import { storeUpload } from '../../files/file-intake';
import { cleanPath, newFileKey } from '../../files/file-keys';
import { storageTypeOf } from '../../files/upload-links';
import { headerText } from '../app/module-item';
import { fileNameHeaderLength } from './uploads';

// Base64 makes 3 bytes 4 characters: this reads files up to about 48 MB; the tenant's own limit is checked after.
const bodyLimit = 64 * 1024 * 1024;

/** The extension a `type` header names: 'pdf', '.PDF' or a media type ('application/pdf'). */
function extensionOf(type: string | undefined): string | undefined {
  if (!type) return undefined;
  const lower = type.toLowerCase().replace(/^\./, '');
  if (!lower.includes('/')) return lower;
  return knownExtensions.find((ext) => fileTypes[ext].contentType.split(';')[0] === lower.split(';')[0]?.trim());
}

/**
 * SPEC §7 Files: POST /file/v1/app/{id}/upload body {file} (base64 or a data: URL), headers path, type (extension or
 * media type), expires (seconds; 0 = never, SPEC §9), storageType, and optionally filename -> data.key. A user session.
 */
const plainUpload: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/file/v1/app/:id/upload',
    {
      bodyLimit,
      schema: {
        params: Type.Object({ id: Type.String() }),
        body: Type.Object({ file: Type.String({ maxLength: bodyLimit }) }),
        response: okSchema(Type.Object({ key: Type.String() })),
      },
    },
    async (request) => {
      const session = await app.requireUserSession(request);
      const h = request.headers;
      const expiresText = headerText(h.expires, 12) ?? String(DEFAULT_EXPIRES);
      if (!/^\d+$/.test(expiresText)) throw new DomainError('#INVALID_EXPIRES');
      const expires = Number(expiresText);
      const ext = extensionOf(headerText(h.type, 120));
      const given = headerText(h.filename, fileNameHeaderLength);
      const name = normalizeFileName(given ?? (ext ? `arquivo.${ext}` : 'arquivo'));
      const text = request.body.file.replace(/^data:[^,]*;base64,/, '');
      if (!text) throw new DomainError('#VALIDATION', portalMessages.validation.fileMissing(fileMessages.defaultLabel));
      if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) throw new DomainError('#VALIDATION');
      const now = app.now();
      const record = await storeUpload({ db: app.db, store: app.files.store, now }, request.tenant, {
        key: newFileKey(cleanPath(headerText(h.path, 300)), name, true),
        name,
        storageType: storageTypeOf(headerText(h.storagetype, 40)),
        expiresAt: expires === 0 ? null : new Date(now.getTime() + expires * 1000),
        createdBy: session.user.id,
      }, Buffer.from(text, 'base64'));
      return ok({ key: record.key });
    },
  );
};

export default plainUpload;
