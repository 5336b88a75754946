import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { ok, replySchemas } from '../../http/reply';
import { assertStorageQuota } from '../../admin/quotas';
import { storeCustomValueFile } from '../../files/custom-value-file';
import { storeKeyOf } from '../../files/file-keys';
import { linkMs } from '../../files/upload-links';
import { CustomValueReply, readCustomValue, saveCustomValue, type CustomValueMeta } from './custom-value-store';
import { headerText, requireVisibleItem } from './module-item';

const Id = Type.String({ minLength: 1, maxLength: 200 });
/** The item's ids and the file-store options (module-item.ts headerText trims them and checks their length). */
const Headers = Type.Object({
  'module-id': Type.Optional(Type.String()),
  'item-id': Type.Optional(Type.String()),
  's3-save': Type.Optional(Type.String()),
  's3-path': Type.Optional(Type.String()),
  's3-props': Type.Optional(Type.String()),
});
const maxValueBytes = 256 * 1024;

/**
 * SPEC §7 "App": POST /app/v1/session/app/{id}/config/update/customValue, headers module-id and item-id
 * (required), s3-save (or the module's customValue.saveOnS3: the value is also stored as a JSON file in the file
 * store, under s3-path or the module's s3Link), s3-path, s3-props (JSON, kept as metadata), body = the customValue
 * (a JSON object). Stored per tenant + module + item, replied as stored.
 * Our design for reading it back (SPEC shows none): GET /app/v1/session/app/{id}/config/customValue
 * ?moduleId&itemId -> the same reply, customValue null when nothing was saved.
 * Both need a user session that may see the item (SPEC §6).
 */
const customValue: FastifyPluginAsyncTypebox = async (app) => {
  const itemFor = async (request: FastifyRequest, moduleId: string | undefined, itemId: string | undefined) => {
    const session = await app.requireUserSession(request);
    if (!moduleId || !itemId) throw new DomainError('#VALIDATION');
    requireVisibleItem(request.tenant, session.user, moduleId, itemId);
    return { session, moduleId, itemId };
  };

  app.post(
    '/v1/session/app/:id/config/update/customValue',
    {
      schema: {
        params: Type.Object({ id: Type.String() }),
        headers: Headers,
        // The customValue itself: any JSON object the item keeps (open by contract).
        body: Type.Object({}),
        response: replySchemas(CustomValueReply),
      },
    },
    async (request) => {
      const h = request.headers;
      const { session, moduleId, itemId } = await itemFor(request, headerText(h['module-id'], 200), headerText(h['item-id'], 200));
      if (Buffer.byteLength(JSON.stringify(request.body)) > maxValueBytes) throw new DomainError('#VALIDATION');
      const module = request.tenant.document.company.modules.find((m) => m.id === moduleId);
      const meta: CustomValueMeta = {
        s3Save: headerText(h['s3-save'], 10) === 'true' || module?.customValue?.saveOnS3 === true,
        s3Path: headerText(h['s3-path'], 1000) ?? null,
        s3Props: parseProps(headerText(h['s3-props'], 10_000)),
      };
      const key = { tenantId: request.tenant.id, moduleId, itemId, userId: session.user.id, now: app.now() };
      const bytes = Buffer.byteLength(JSON.stringify(request.body));
      const saved = await app.db.transaction(async (tx) => {
        await assertStorageQuota(tx, request.tenant, key, bytes);
        const stored = await saveCustomValue(tx, key, request.body, meta);
        if (!meta.s3Save) return stored;
        const file = { ...key, path: meta.s3Path ?? module?.customValue?.s3Link ?? null };
        return { ...stored, s3Key: await storeCustomValueFile(tx, app.files.store, file, request.body) };
      });
      // With s3-save the reply also names the stored file: its key and a signed link to read it.
      if (!('s3Key' in saved)) return ok(saved);
      const link = await app.files.store.signedUrl('GET', storeKeyOf(request.tenant.id, saved.s3Key), new Date(app.now().getTime() + linkMs['app-storage']));
      return ok({ ...saved, s3Link: link });
    },
  );

  app.get(
    '/v1/session/app/:id/config/customValue',
    { schema: { params: Type.Object({ id: Type.String() }), querystring: Type.Object({ moduleId: Id, itemId: Id }), response: replySchemas(CustomValueReply) } },
    async (request) => {
      const { moduleId, itemId } = await itemFor(request, request.query.moduleId, request.query.itemId);
      return ok(await readCustomValue(app.db, request.tenant.id, moduleId, itemId));
    },
  );
};

function parseProps(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('#VALIDATION');
  }
}

export default customValue;
