import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { ok, okSchema, rawReplySchemas } from '../../http/reply';
import { assertFileSize, storeUpload } from '../../files/file-intake';
import { parseFileKey, tenantKeyOf } from '../../files/file-keys';
import { findFile } from '../../files/file-rows';
import { parseUploadMeta } from '../../files/upload-links';
import type { SignedMethod } from '../../files/url-signer';

/** The most bytes the blob route reads at all; each tenant's own limit (quotas.fileBytes) is checked below it. */
const hardBodyLimit = 256 * 1024 * 1024;
const SignedQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
  meta: Type.Optional(Type.String({ maxLength: 4000 })),
});
const Stored = Type.Object({ key: Type.String(), name: Type.String(), size: Type.Integer(), contentType: Type.String() });
const params = Type.Object({ '*': Type.String({ description: 'The store key: t/<tenant>/<key>.' }) });
/** The bytes as sent, under any media type: the intake sniffs and checks them (a Buffer, so no JSON schema applies). */
const Bytes = Type.Unsafe<Buffer>({ description: 'The raw file bytes.' });

/**
 * The local store's signed URLs and every signed upload: GET and PUT /file/v1/blob/t/<tenant>/<key>?expires&signature
 * [&meta]. A forged or expired signature is 403 #FILE_LINK in pt-BR; a store key of another tenant than the Host's is
 * refused the same way; PUT bodies are raw bytes, checked (size, type sniffed) before anything is stored.
 */
const blob: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: hardBodyLimit }, (_request, body, done) => done(null, body));

  /** The tenant's key of a signed request, or 403. */
  const verified = (request: FastifyRequest, method: SignedMethod) => {
    const storeKey = (request.params as { '*': string })['*'];
    const query = request.query as { expires?: string; signature?: string; meta?: string };
    const outcome = app.files.signer.verify(method, storeKey, query, app.now());
    const key = tenantKeyOf(request.tenant.id, storeKey);
    if (outcome !== 'ok' || key === null) throw new DomainError('#FILE_LINK');
    return { storeKey, key: parseFileKey(key) };
  };

  // The stored file's own media type: any bytes.
  app.get('/file/v1/blob/*', { schema: { params, querystring: SignedQuery, response: rawReplySchemas({ file: ['*/*'] }) } }, async (request, reply) => {
    const { storeKey, key } = verified(request, 'GET');
    const row = await findFile(app.db, request.tenant.id, key, app.now());
    const object = row ? await app.files.store.get(storeKey) : null;
    if (!row || !object) throw new DomainError('#FILE_NOT_FOUND');
    // Bytes, not the JSON envelope: the schema above documents them.
    const download: FastifyReply = reply;
    return download
      .header('content-type', row.contentType)
      .header('content-disposition', `attachment; filename="${row.name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(object.bytes);
  });

  app.put(
    '/file/v1/blob/*',
    {
      bodyLimit: hardBodyLimit,
      schema: {
        params,
        querystring: SignedQuery,
        headers: Type.Object({ 'content-length': Type.Optional(Type.String({ description: 'Checked against the tenant limit before the body is read.' })) }),
        body: Bytes,
        response: okSchema(Stored),
      },
      // A declared length past the tenant's limit is refused before the body is read.
      preParsing: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (!request.tenant || length === 0) return;
        let name = 'arquivo';
        try {
          name = parseUploadMeta(request.query.meta, name).name;
        } catch {
          // A broken meta is refused with the signature check.
        }
        assertFileSize(request.tenant, name, length);
      },
    },
    async (request) => {
      const { key } = verified(request, 'PUT');
      const meta = parseUploadMeta(request.query.meta, key.split('/').pop() ?? 'arquivo');
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const record = await storeUpload({ db: app.db, store: app.files.store, now: app.now() }, request.tenant, {
        key,
        name: meta.name,
        allowed: meta.allowed,
        storageType: meta.storageType,
        moduleId: meta.moduleId,
        itemId: meta.itemId,
        expiresAt: meta.fileExpires ? new Date(meta.fileExpires) : null,
        createdBy: meta.userId ?? null,
      }, bytes);
      return ok({ key: record.key, name: record.name, size: record.size, contentType: record.contentType });
    },
  );
};

export default blob;
