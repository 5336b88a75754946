import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countNamedQuery } from '../../admin/quotas';
import { objectOrNoBody } from '../../http/optional-body';
import { ok } from '../../http/reply';
import { headerMs } from '../../jobs/batch-limits';
import { queueBatchJob } from '../../jobs/queue-batch-job';
import { requestedPage } from '../../sql/query-values';
import { runNamedQuery } from '../../sql/run-named-query';
import { queryReplySchemas } from './query-reply';
import { checkReplace, isUnique, parseReplace, Replace } from './replace-values';

const Params = Type.Object({ companyId: Type.String(), name: Type.String({ maxLength: 200 }) });
const Query = Type.Object({
  connector: Type.Optional(Type.String({ maxLength: 200 })),
  replace: Type.Optional(Type.String({ maxLength: 100_000 })),
  unique: Type.Optional(Type.String()),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
// Other body fields (a `sql` text, say) are ignored: only the tenant's named query ever runs.
const Body = objectOrNoBody(Type.Object({ replace: Type.Optional(Replace), page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) }));
/** A batch instead of an inline run (`async-batch: true`), the query's own time limit and the batch's wait (ms). */
const Headers = Type.Object({
  'async-batch': Type.Optional(Type.String()),
  timeout: Type.Optional(Type.String()),
  'max-wait-time': Type.Optional(Type.String()),
});

interface SqlCall {
  name: string;
  connector?: string;
  replace: Record<string, unknown>;
  page?: number;
  unique: boolean;
}

/**
 * GET|POST /remotesql/v1/session/app/{companyId}/sql/{name}?connector&replace&unique&page (header code).
 * `replace` is JSON in the query string (GET) or an object in the body (POST); header `timeout` (ms) lowers
 * the query's own limit. Reply data {rows, status: 'done'}; `unique` keeps the first row only.
 * Header `async-batch: true` queues a batch job instead: 201 with data {jobId} (optional `max-wait-time`).
 */
const sqlRoute: FastifyPluginAsyncTypebox = async (app) => {
  async function handle(request: FastifyRequest, reply: FastifyReply, call: SqlCall) {
    const session = await app.requireSession(request);
    // The queriesPerMinute quota (issue 10) counts every call, inline or batch, before it runs.
    await countNamedQuery(app.db, request.tenant, app.now());
    const page = requestedPage(call.page, call.replace);
    if (request.headers['async-batch'] === 'true') {
      const jobId = await queueBatchJob(app, {
        tenant: request.tenant,
        session,
        ...call,
        page,
        timeoutMs: headerMs(request.headers.timeout),
        maxWaitMs: headerMs(request.headers['max-wait-time']),
      });
      return reply.code(201).send(ok({ jobId }));
    }
    const rows = await runNamedQuery(app.connectors, { tenant: request.tenant, session, ...call, page, timeoutMs: headerMs(request.headers.timeout) });
    return ok({ rows: call.unique ? rows.slice(0, 1) : rows, status: 'done' as const });
  }

  app.get('/v1/session/app/:companyId/sql/:name', { schema: { params: Params, querystring: Query, headers: Headers, response: queryReplySchemas } }, async (request, reply) => {
    const { connector, replace, unique, page } = request.query;
    return handle(request, reply, { name: request.params.name, connector, replace: parseReplace(replace), page, unique: isUnique(unique) });
  });

  app.post('/v1/session/app/:companyId/sql/:name', { schema: { params: Params, querystring: Query, headers: Headers, body: Body, response: queryReplySchemas } }, async (request, reply) => {
    const { connector, unique, page } = request.query;
    const body = request.body ?? {};
    return handle(request, reply, { name: request.params.name, connector, replace: checkReplace(body.replace ?? {}), page: page ?? body.page, unique: isUnique(unique) });
  });
};

export default sqlRoute;
