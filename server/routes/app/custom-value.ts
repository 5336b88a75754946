import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { ok } from '../../http/reply';
import { assertStorageQuota } from '../../admin/quotas';
import { readCustomValue, saveCustomValue, type CustomValueMeta } from './custom-value-store';
import { headerText, requireVisibleItem } from './module-item';

const Id = Type.String({ minLength: 1, maxLength: 200 });
const maxValueBytes = 256 * 1024;

/**
 * SPEC §7 "App": POST /app/v1/session/app/{id}/config/update/customValue, headers module-id and item-id
 * (required), s3-save, s3-path, s3-props (JSON; kept as metadata for a file store), body = the customValue
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
    { schema: { params: Type.Object({ id: Type.String() }), body: Type.Object({}) } },
    async (request) => {
      const h = request.headers;
      const { session, moduleId, itemId } = await itemFor(request, headerText(h['module-id'], 200), headerText(h['item-id'], 200));
      if (Buffer.byteLength(JSON.stringify(request.body)) > maxValueBytes) throw new DomainError('#VALIDATION');
      const meta: CustomValueMeta = {
        s3Save: headerText(h['s3-save'], 10) === 'true',
        s3Path: headerText(h['s3-path'], 1000) ?? null,
        s3Props: parseProps(headerText(h['s3-props'], 10_000)),
      };
      const key = { tenantId: request.tenant.id, moduleId, itemId, userId: session.user.id, now: app.now() };
      const bytes = Buffer.byteLength(JSON.stringify(request.body));
      return ok(
        await app.db.transaction(async (tx) => {
          await assertStorageQuota(tx, request.tenant, key, bytes);
          return saveCustomValue(tx, key, request.body, meta);
        }),
      );
    },
  );

  app.get(
    '/v1/session/app/:id/config/customValue',
    { schema: { params: Type.Object({ id: Type.String() }), querystring: Type.Object({ moduleId: Id, itemId: Id }) } },
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
