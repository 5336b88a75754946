import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../domain/error-codes';
import { SessionStore, type SessionRecord } from '../auth/session-store';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** The session of the request's `code` header: 401 #USER_TOKEN_NOTFOUND without one, #INVALID_SESSION when bad. */
    requireSession: (request: FastifyRequest) => Promise<SessionRecord>;
  }
}

export function sessionCode(request: FastifyRequest): string | undefined {
  const header = request.headers.code;
  const code = Array.isArray(header) ? header[0] : header;
  return code && code.length <= 200 ? code : undefined;
}

export default fp<{ cacheMs?: number }>(
  async (app, opts) => {
    const store = new SessionStore(app.db, () => app.now(), opts.cacheMs);
    app.decorate('sessions', store);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      const code = sessionCode(request);
      if (!code) throw new DomainError('#USER_TOKEN_NOTFOUND');
      return store.validate(request.tenant, code);
    });
  },
  { name: 'sessions', dependencies: ['core', 'db', 'tenancy'] },
);
