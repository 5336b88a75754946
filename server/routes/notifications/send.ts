import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { ApiKeys } from '../../admin/api-keys';
import { errorReplies, ok } from '../../http/reply';
import { sendNotification } from '../../notifications/send-notification';

const Body = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    message: Type.String({ minLength: 1, maxLength: 100_000, description: 'Tenant HTML: sanitised by the server when stored and when served.' }),
    module: Type.Optional(Type.String({ maxLength: 200 })),
    notify: Type.Optional(Type.Boolean({ default: true })),
    uniqueIdentifier: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._:-]{1,120}$' })),
    to: Type.Object(
      {
        everyone: Type.Optional(Type.Boolean()),
        users: Type.Optional(Type.Array(Type.String({ minLength: 3, maxLength: 320 }), { maxItems: 10_000 })),
        groups: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 500 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const Reply = Type.Object(
  { status: Type.Literal('success'), data: Type.Object({ uniqueIdentifier: Type.String(), recipients: Type.Integer() }, { additionalProperties: false }) },
  { additionalProperties: false },
);

function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S{1,200})$/i.exec(header.trim())?.[1] : undefined;
}

/**
 * POST /notifications/v1/app/{id}/send (issue 11): the tenant's systems create a notification with a tenant API key
 * (`authorization: Bearer ptk_...`; missing or wrong: 401 #INVALID_API_KEY, checked before the body is read).
 * 201 {uniqueIdentifier, recipients}; recipients' open portals get it at once.
 */
const sendRoute: FastifyPluginAsyncTypebox = async (app) => {
  const keys = new ApiKeys(app.db, () => app.now());
  app.post(
    '/v1/app/:id/send',
    {
      schema: {
        params: Type.Object({ id: Type.String() }),
        headers: Type.Object({ authorization: Type.Optional(Type.String({ description: "'Bearer ptk_...': a tenant API key (checked before the body is read)." })) }),
        body: Body,
        response: { 201: Reply, ...errorReplies },
      },
      onRequest: async (request) => {
        const key = bearerKey(request);
        if (!key) throw new DomainError('#INVALID_API_KEY');
        await keys.authenticate(request.tenant.id, key);
      },
    },
    async (request, reply) => reply.code(201).send(ok(await sendNotification(app, request.tenant.id, request.body))),
  );
};

export default sendRoute;
