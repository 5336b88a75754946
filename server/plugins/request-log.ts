import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** An incoming x-request-id is kept only when it is short and plain (no spaces, quotes or control characters). */
const saneRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the caller's sane x-request-id (a proxy's, a trace's), else a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/** Where secrets could appear in a log line: they are replaced by "[Redacted]" (pino's redact). */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.code',
  'req.headers["x-api-key"]',
  'req.headers["password-hash"]',
  'req.headers["created-hash"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers.code',
  'body.password',
  'body.newPassword',
  'body.oldPassword',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.secret',
  '*.clientSecret',
];

/** Query parameters whose values never reach a log line (links' tokens, signatures, codes). */
const secretQuery = /(code|token|signature|sig|hash|password|secret|key)/i;

/** The request as logged: method, path with secret query values hidden, host, client ip, headers (redacted). */
function serializeRequest(req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
  const [pathname, query] = req.url.split('?', 2);
  let url = pathname ?? '/';
  if (query) {
    const params = new URLSearchParams(query);
    for (const key of [...params.keys()]) if (secretQuery.test(key)) params.set(key, '[Redacted]');
    url += `?${params.toString()}`;
  }
  return { method: req.method, url, remoteAddress: req.ip, headers: { ...req.headers } };
}

/**
 * The logger Fastify gets (pino JSON, one line per event, each request's lines carrying its reqId): the caller's
 * level and destination with redaction and the request serializer added. `false` stays off.
 */
export function loggerOptions(logger: boolean | object | undefined): false | Record<string, unknown> {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    redact: { paths: redactedPaths, censor: '[Redacted]' },
    serializers: { req: serializeRequest, ...(base.serializers as object | undefined) },
  };
}

/** Echoes the request id in the x-request-id reply header (every reply, errors included). */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-log' },
);
