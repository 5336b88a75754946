import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { errorBody, ok, replySchemas } from '../../http/reply';
import { batchMaxWaitMs, headerMs } from '../../jobs/batch-limits';
import { failOpenJob, findJob, type JobRow } from '../../jobs/job-store';
import { QueryResult } from './query-reply';

const uuid = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const Params = Type.Object({ companyId: Type.String(), jobId: Type.String({ pattern: uuid }) });
const Headers = Type.Object({ 'max-wait-time': Type.Optional(Type.String()) });

/**
 * GET /remotesql/v1/general/app/{companyId}/batch/{jobId} (header code; optional max-wait-time, ms).
 * 404 #BATCH_PENDING while the job is queued or running; then 200 with data {rows, status: 'done'}, or the
 * error reply the query gave. A job is its user's: another user's or another tenant's id is 404 #NOT_FOUND.
 * A job still unfinished `max-wait-time` (at most 300000) after it was queued is failed with 504 #QUERY_TIMEOUT.
 */
const batchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/general/app/:companyId/batch/:jobId', { schema: { params: Params, headers: Headers, response: replySchemas(QueryResult) } }, async (request, reply) => {
    const session = await app.requireSession(request);
    const read = async () => {
      const job = await findJob(app.db, request.tenant.id, request.params.jobId.toLowerCase());
      if (!job || job.user_id !== session.user.id) throw new DomainError('#NOT_FOUND');
      return job;
    };
    const answer = (job: JobRow) => {
      if (job.state === 'done') return ok({ rows: job.result ?? [], status: 'done' as const });
      if (job.state === 'failed' && job.error) return reply.code(job.error.status).send(errorBody(job.error.error, job.error.message));
      return undefined;
    };
    const job = await read();
    const finished = answer(job);
    if (finished) return finished;
    const maxWait = headerMs(request.headers['max-wait-time']) ?? batchMaxWaitMs;
    const now = app.now();
    if (now.getTime() <= Math.min(job.deadline_at.getTime(), job.created_at.getTime() + maxWait)) throw new DomainError('#BATCH_PENDING');
    const timeout = new DomainError('#QUERY_TIMEOUT');
    const expired = await failOpenJob(app.db, request.tenant.id, job.id, now, { status: timeout.status, error: timeout.code, message: timeout.message });
    // Unless it finished between the read and the update: then it answers what it holds.
    if (expired) throw timeout;
    return answer(await read()) ?? Promise.reject(timeout);
  });
};

export default batchRoute;
