import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { ok, okSchema } from '../../http/reply';
import { parseFileKey, storeKeyOf } from '../../files/file-keys';
import { findFile } from '../../files/file-rows';
import { requireVisibleItem } from '../app/module-item';
import { fileEntry, FileEntry } from './digital-content';

const KeyRead = Type.Intersect([FileEntry, Type.Object({ base64: Type.Optional(Type.String()) })]);

/**
 * SPEC §7 Files: GET /file/v1/session/app/{id}/key/{key}?type=base64 -> the file's facts with its bytes in base64;
 * without type, the facts and a signed download link. Only the Host tenant's keys; a file bound to a module item
 * needs a user who sees that item.
 */
const keyRead: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/file/v1/session/app/:id/key/*',
    {
      schema: {
        params: Type.Object({ id: Type.String(), '*': Type.String() }),
        querystring: Type.Object({ type: Type.Optional(Type.Literal('base64')) }),
        response: okSchema(KeyRead),
      },
    },
    async (request) => {
      const session = await app.requireUserSession(request);
      const key = parseFileKey(request.params['*']);
      const file = await findFile(app.db, request.tenant.id, key, app.now());
      if (!file) throw new DomainError('#FILE_NOT_FOUND');
      if (file.moduleId && file.itemId) requireVisibleItem(request.tenant, session.user, file.moduleId, file.itemId);
      const entry = await fileEntry(app.files.store, request.tenant.id, file, app.now());
      if (request.query.type !== 'base64') return ok(entry);
      const object = await app.files.store.get(storeKeyOf(request.tenant.id, key));
      if (!object) throw new DomainError('#FILE_NOT_FOUND');
      return ok({ ...entry, base64: object.bytes.toString('base64') });
    },
  );
};

export default keyRead;
