import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, errorTexts } from '../../domain/domain-error';
import { errorBody } from '../http/reply';

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
      const status = (error as FastifyError).statusCode ?? 500;
      if ((error as FastifyError).validation || (status >= 400 && status < 500)) {
        request.log.info({ err: error }, 'request refused');
        const code = status === 404 ? '#NOT_FOUND' : '#VALIDATION';
        return reply.code(status === 404 ? 404 : 400).send(errorBody(code, errorTexts[code]));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(errorBody('#INTERNAL', errorTexts['#INTERNAL']));
    });
  },
  { name: 'errors' },
);
