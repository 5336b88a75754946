import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { Type } from 'typebox';
import { errorTexts } from '../../domain/domain-error';
import { ErrorReply } from '../../schemas/reply';
import { errorBody } from '../http/reply';
import { clusterMetricsText } from './metrics-cluster';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Compares in constant time (hashes first, so lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The route group of a request: the first segment of its route pattern (never the raw URL: bounded labels). */
export function routeGroupOf(routeUrl: string | undefined): string {
  if (!routeUrl) return 'unmatched';
  const first = routeUrl.split('/')[1] ?? '';
  return /^[a-z][a-z0-9-]*$/.test(first) ? first : first === '' ? 'root' : 'other';
}

/**
 * Prometheus metrics at GET /metrics (text format 0.0.4): requests and latency per route group, database pool,
 * batch job queue, open web sockets and the process's own figures. In a cluster worker the reply aggregates every
 * worker (the primary asks them all). Guarded: `authorization: Bearer $METRICS_TOKEN` when the token is set; open
 * without one outside production; absent (404) in production without one.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by route group (first path segment), method and status class.',
      labelNames: ['group', 'method', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route group.',
      labelNames: ['group'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting callers); PGlite: one connection.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.db.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: 'portal_jobs',
      help: 'Batch jobs waiting or running (the jobs table, every process).',
      labelNames: ['state'] as const,
      registers: [registry],
      // Every worker reads the same table: the cluster figure is one reading, not their sum.
      aggregator: 'max',
      async collect() {
        const rows = await app.db.query<{ state: string; n: number }>(
          "SELECT state, count(*)::int AS n FROM jobs WHERE state IN ('queued', 'running') GROUP BY state",
        );
        this.set({ state: 'queued' }, 0);
        this.set({ state: 'running' }, 0);
        for (const row of rows) this.set({ state: row.state }, row.n);
      },
    });
    new Gauge({
      name: 'portal_websockets_open',
      help: 'Web sockets open on this process.',
      registers: [registry],
      collect() {
        this.set(app.websocketServer?.clients.size ?? 0);
      },
    });
    app.decorate('metrics', registry);
    if (cluster.isWorker) {
      // The primary's AggregatorRegistry asks each worker for this registry over IPC.
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry();
    }

    app.addHook('onResponse', async (request, reply) => {
      const group = routeGroupOf(request.routeOptions.url);
      requests.inc({ group, method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` });
      latency.observe({ group }, reply.elapsedTime / 1000);
    });

    const token = app.config.metricsToken;
    const open = !token && !app.config.production;
    app.get(
      '/metrics',
      {
        schema: {
          headers: Type.Object({ authorization: Type.Optional(Type.String()) }),
          response: {
            200: { content: { 'text/plain': { schema: Type.String({ description: 'Prometheus text format 0.0.4.' }) } } },
            '4xx': ErrorReply,
          },
        },
      },
      async (request, reply) => {
        if (!open && !(token && sameSecret(request.headers.authorization ?? '', `Bearer ${token}`))) {
          return reply.code(404).send(errorBody('#NOT_FOUND', errorTexts['#NOT_FOUND']));
        }
        const text = cluster.isWorker ? await clusterMetricsText() : await registry.metrics();
        return reply.type(registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['core', 'db', 'realtime'] },
);
