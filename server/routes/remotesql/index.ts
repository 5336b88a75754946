import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/error-codes';
import { ok } from '../../http/reply';
import { runNamedQuery } from '../../sql/run-named-query';

const Scalar = Type.Union([Type.String({ maxLength: 10_000 }), Type.Number(), Type.Boolean(), Type.Null()]);
const ReplaceValue = Type.Union([Scalar, Type.Array(Type.Union([Type.String(), Type.Number()]), { maxItems: 1000 })]);
const Replace = Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }), ReplaceValue);
const Params = Type.Object({ companyId: Type.String(), name: Type.String({ maxLength: 200 }) });
const Query = Type.Object({
  connector: Type.Optional(Type.String()),
  replace: Type.Optional(Type.String({ maxLength: 100_000 })),
  unique: Type.Optional(Type.String()),
});

/** remotesql: tenant named queries only, never SQL text from the browser. */
const remoteSql: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);

  async function handle(request: FastifyRequest, name: string, connector: string | undefined, replace: unknown) {
    const session = await app.requireSession(request);
    const header = Number(request.headers.timeout);
    const rows = await runNamedQuery(app.connectors, {
      tenant: request.tenant,
      session,
      name,
      connector,
      replace: checkReplace(replace),
      timeoutMs: Number.isFinite(header) && header > 0 ? header : undefined,
    });
    return ok({ rows });
  }

  app.get('/v1/session/app/:companyId/sql/:name', { schema: { params: Params, querystring: Query } }, async (request) => {
    const { connector, replace } = request.query;
    return handle(request, request.params.name, connector, replace === undefined ? {} : parseJson(replace));
  });

  app.post(
    '/v1/session/app/:companyId/sql/:name',
    { schema: { params: Params, querystring: Query, body: Type.Optional(Type.Object({ replace: Type.Optional(Replace) })) } },
    async (request) => handle(request, request.params.name, request.query.connector, request.body?.replace ?? {}),
  );
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('#VALIDATION');
  }
}

function checkReplace(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new DomainError('#VALIDATION');
  for (const [key, v] of Object.entries(value)) {
    const scalar = (x: unknown) => x === null || ['string', 'number', 'boolean'].includes(typeof x);
    const okValue = scalar(v) || (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'));
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) || !okValue) throw new DomainError('#VALIDATION');
  }
  return value as Record<string, unknown>;
}

export default remoteSql;
