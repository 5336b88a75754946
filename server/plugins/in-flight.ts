import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Shutdown waits for the requests being worked on, not only for the open sockets. Fastify's close() answers new
 * requests 503 and waits for the sockets; a request whose client has already gone (a load balancer's timeout, a
 * closed tab) has no socket left, so close() went on to the onClose hooks and the process exited while its handler
 * still ran: a sign-in whose session was never written, a query that met a closed connector (issue 14's load
 * bench). A request counts from onRequest until its reply is handed over (onSend) or finished (onResponse);
 * close() waits for none left, after the routes stopped taking new ones and before the database and connectors
 * close. Web-socket upgrades leave the request cycle (their sockets get 1001 at shutdown), so they are not counted.
 * The wait is bounded by SHUTDOWN_TIMEOUT_MS, as the whole stop is (server/index.ts).
 */
export default fp(
  async (app) => {
    const running = new Set<FastifyRequest>();
    let whenIdle: (() => void) | null = null;
    const settle = (request: FastifyRequest) => {
      if (running.delete(request) && running.size === 0) whenIdle?.();
    };
    // Callback hooks, not async ones: they run on every request, and a promise each would cost on the hot path.
    app.addHook('onRequest', (request, _reply, done) => {
      if (String(request.headers.upgrade ?? '').toLowerCase() !== 'websocket') running.add(request);
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      settle(request);
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      settle(request);
      done();
    });
    app.addHook('preClose', async () => {
      if (running.size === 0) return;
      const waitMs = app.config.shutdownTimeoutMs;
      let timer: NodeJS.Timeout | undefined;
      const idle = await Promise.race([
        new Promise<true>((resolve) => (whenIdle = () => resolve(true))),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
      ]);
      clearTimeout(timer);
      if (!idle) app.log.warn({ running: running.size, waitMs }, 'shutdown: requests still running after SHUTDOWN_TIMEOUT_MS');
    });
  },
  { name: 'in-flight', dependencies: ['core'] },
);
