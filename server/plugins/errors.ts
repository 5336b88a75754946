import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, errorTexts } from '../../domain/domain-error';
import type { ErrorCode } from '../../domain/error-codes';
import { errorBody } from '../http/reply';

/** PostgreSQL's SQLSTATE class 22, "data exception": a NUL byte, a number out of range, a malformed value. */
const dataException = /^22[0-9A-Z]{3}$/;

/**
 * How an error that is not a DomainError is answered. Fastify's own 4xx (schema validation, a content type it has
 * no parser for, a body past its limit, JSON it cannot parse or that carries `__proto__`) and the database's data
 * exceptions come from what the caller sent: a catalogue 4xx. Anything else is ours: 500 #INTERNAL.
 */
export function replyForError(error: { statusCode?: unknown; validation?: unknown; code?: unknown }): { status: number; code: ErrorCode } {
  if (typeof error.code === 'string' && dataException.test(error.code)) return { status: 400, code: '#VALIDATION' };
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (error.validation || (status >= 400 && status < 500)) {
    if (status === 404) return { status: 404, code: '#NOT_FOUND' };
    if (status === 413) return { status: 413, code: '#PAYLOAD_TOO_LARGE' };
    return { status: 400, code: '#VALIDATION' };
  }
  return { status: 500, code: '#INTERNAL' };
}

/** One place turns errors into the wire format: domain errors, validation errors, everything else. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      if (error instanceof DomainError) {
        const retryAfter = error.detail?.retryAfter;
        if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
        // Some errors carry more than the envelope: a config's problem list (422), who saved in between (412).
        const extra = error.detail?.body;
        return reply.code(error.status).send({ ...errorBody(error.code, error.message), ...(extra && typeof extra === 'object' ? extra : {}) });
      }
      const { status, code } = replyForError(error);
      if (status < 500) request.log.info({ err: error }, 'request refused');
      else request.log.error({ err: error }, 'unexpected error');
      return reply.code(status).send(errorBody(code, errorTexts[code]));
    });
  },
  { name: 'errors' },
);
