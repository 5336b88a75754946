import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { publishedSchemas } from '../../../schemas/registry';
import type { FastifyReply } from 'fastify';
import { rawReplySchemas, sendRaw } from '../../http/reply';

/** GET /schemas/{name}.schema.json: the published JSON Schemas (any host; they hold no tenant data). */
const schemas: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/schemas/:file', { schema: { params: Type.Object({ file: Type.String() }), response: rawReplySchemas({ text: ['application/schema+json'], description: 'A published JSON Schema (schemas/json).' }) } }, async (request, reply) => {
    const name = request.params.file.replace(/\.schema\.json$/, '');
    if (!request.params.file.endsWith('.schema.json') || !Object.hasOwn(publishedSchemas, name)) {
      throw new DomainError('#NOT_FOUND');
    }
    return sendRaw(reply as FastifyReply, 'application/schema+json; charset=utf-8', JSON.stringify(publishedSchemas[name as keyof typeof publishedSchemas]));
  });
};

export default schemas;
