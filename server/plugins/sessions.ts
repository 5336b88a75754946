import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../domain/domain-error';
import { Accounts } from '../auth/accounts';
import { SessionStore, type SessionEviction, type SessionRecord } from '../auth/session-store';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    accounts: Accounts;
    /** The session of the request's `code` header: 401 #USER_TOKEN_NOTFOUND without one, #INVALID_SESSION when bad. */
    requireSession: (request: FastifyRequest) => Promise<SessionRecord>;
    /** As requireSession, and a public (visitor) session is refused with 401 #PUBLIC_SESSION. */
    requireUserSession: (request: FastifyRequest) => Promise<SessionRecord>;
    /** A user session whose user is in one of `groups` (the session is already this tenant's), else 403 #FORBIDDEN. */
    requireGroup: (request: FastifyRequest, groups: readonly string[]) => Promise<SessionRecord>;
  }
}

export function sessionCode(request: FastifyRequest): string | undefined {
  const header = request.headers.code;
  const code = Array.isArray(header) ? header[0] : header;
  return code && code.length <= 200 ? code : undefined;
}

export default fp<{ cacheMs?: number }>(
  async (app, opts) => {
    const store = new SessionStore(app.db, () => app.now(), opts.cacheMs, (eviction) => {
      app.bus.publish('session.evict', eviction).catch((error: unknown) => app.log.error({ err: error }, 'session eviction not announced'));
    });
    app.bus.subscribe('session.evict', (eviction) => store.evict(eviction as SessionEviction));
    app.bus.subscribe('bus.resync', () => store.evict({ all: true }));
    app.decorate('sessions', store);
    app.decorate('accounts', new Accounts(app.db, store));
    const requireSession = async (request: FastifyRequest) => {
      const code = sessionCode(request);
      if (!code) throw new DomainError('#USER_TOKEN_NOTFOUND');
      return store.validate(request.tenant, code);
    };
    const requireUserSession = async (request: FastifyRequest) => {
      const record = await requireSession(request);
      if (record.isPublic) throw new DomainError('#PUBLIC_SESSION');
      return record;
    };
    app.decorate('requireSession', requireSession);
    app.decorate('requireUserSession', requireUserSession);
    app.decorate('requireGroup', async (request: FastifyRequest, groups: readonly string[]) => {
      const record = await requireUserSession(request);
      if (!record.user.groups.some((g) => groups.includes(g))) throw new DomainError('#FORBIDDEN');
      return record;
    });
  },
  { name: 'sessions', dependencies: ['core', 'db', 'tenancy', 'bus'] },
);
