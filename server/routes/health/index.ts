import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { errorTexts } from '../../../domain/domain-error';
import { ErrorReply } from '../../../schemas/reply';
import { errorBody } from '../../http/reply';
import { databaseAnswers } from './database-answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process begins to stop: /health/ready answers 503 so load balancers send no new work. */
    lifecycle: { draining: boolean };
  }
}

const Ok = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false });
/** How long /health/ready waits for `SELECT 1` before it calls the database unreachable. */
const readyTimeoutMs = 2000;

/**
 * Health endpoints (JSON, never the portal's page):
 * - GET /health: the process is up and its database answers (kept for existing probes; 500 when it does not);
 * - GET /health/live: the process is up and serving (never touches the database): a liveness probe;
 * - GET /health/ready: the database answers `SELECT 1` within 2 s and the process is not stopping: a readiness
 *   probe; otherwise 503: #DATABASE_UNAVAILABLE (the connection-error reply) or, while stopping,
 *   #CONNECTION_CHECK_FAILED (the maintenance message).
 */
export default fp(
  async (app) => {
    app.decorate('lifecycle', { draining: false });
    const draining = errorBody('#CONNECTION_CHECK_FAILED', errorTexts['#CONNECTION_CHECK_FAILED']);
    const unreachable = errorBody('#DATABASE_UNAVAILABLE', errorTexts['#DATABASE_UNAVAILABLE']);

    app.get('/health', { schema: { response: { 200: Ok, '5xx': ErrorReply } } }, async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok' as const };
    });
    app.get('/health/live', { schema: { response: { 200: Ok } } }, async () => ({ status: 'ok' as const }));
    app.get('/health/ready', { schema: { response: { 200: Ok, 503: ErrorReply } } }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) return reply.code(503).send(draining);
      if (!(await databaseAnswers(app.db, readyTimeoutMs))) return reply.code(503).send(unreachable);
      return { status: 'ok' as const };
    });
  },
  { name: 'health', dependencies: ['core', 'db'] },
);
