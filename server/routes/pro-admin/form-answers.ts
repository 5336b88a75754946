import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FormAnswer } from '../../../schemas/dynamic-form';
import { requirePermission } from '../../admin/admin-auth';
import { listFormAnswers } from '../../forms/form-links';
import { ok, okSchema } from '../../http/reply';

/**
 * GET form-answers (issue 11): the answers to the tenant's form links, newest first and paged. Form links are
 * sent to users, so reading the answers takes the 'users' permission.
 */
const formAnswers: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requirePermission('users'));
  app.get(
    '/v1/session/app/:id/form-answers',
    {
      schema: {
        params: Type.Object({ id: Type.String() }),
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
        }),
        response: okSchema(Type.Object({ total: Type.Integer(), items: Type.Array(FormAnswer) }, { additionalProperties: false })),
      },
    },
    async (request) => ok(await listFormAnswers(app.db, request.tenant.id, request.query.limit ?? 20, request.query.offset ?? 0)),
  );
};

export default formAnswers;
