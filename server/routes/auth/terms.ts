import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { loadUserSession } from '../../auth/user-queries';
import { toUserSession } from '../../auth/user-session';
import { EmptyBody } from '../../../schemas/empty-body';
import { UserReply } from '../../../schemas/session';
import { ok, replySchemas } from '../../http/reply';
import { sanitizeTenantHtml } from '../../tenancy/tenant-html';

const TermParams = Type.Object({ id: Type.String(), termId: Type.String({ maxLength: 100 }), version: Type.Integer({ minimum: 1 }) });

/** A term's text; `html` sanitised by the server. */
const TermText = Type.Object(
  { id: Type.String(), version: Type.Integer(), title: Type.String(), html: Type.String() },
  { additionalProperties: false },
);

/**
 * GET /auth/v1/general/app/{id}/terms/{termId}/{version}: the term text ({id, version, title, html}; the
 * HTML sanitised by the server). POST /auth/v1/session/app/{id}/user/term/{termId}/{version}/validate: records
 * the user's acceptance of that version (time, IP, user agent) and answers {user}; the term stays pending
 * while a newer version is unaccepted.
 */
const terms: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/general/app/:id/terms/:termId/:version', { schema: { params: TermParams, response: replySchemas(TermText) } }, async (request) => {
    const { termId, version } = request.params;
    const [term] = await app.db.query<{ title: string; html: string }>(
      'SELECT title, html FROM terms WHERE tenant_id = $1 AND term_id = $2 AND version = $3',
      [request.tenant.id, termId, version],
    );
    if (!term) throw new DomainError('#TERM_NOT_FOUND');
    return ok({ id: termId, version, title: term.title, html: sanitizeTenantHtml(term.html) });
  });

  app.post('/v1/session/app/:id/user/term/:termId/:version/validate', { schema: { params: TermParams, body: EmptyBody, response: replySchemas(UserReply) } }, async (request) => {
    const { tenant } = request;
    const { user } = await app.requireUserSession(request);
    const { termId, version } = request.params;
    const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 500);
    const now = app.now();
    const accepted = await app.db.transaction(async (tx) => {
      const exists = await tx.query('SELECT 1 FROM terms WHERE tenant_id = $1 AND term_id = $2 AND version = $3', [tenant.id, termId, version]);
      if (exists.length === 0) return false;
      await tx.query(
        `INSERT INTO term_acceptances (tenant_id, user_id, term_id, version, accepted_at, ip, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [tenant.id, user.id, termId, version, now, request.ip, userAgent],
      );
      await tx.query(
        'UPDATE user_terms SET accepted_at = $5 WHERE tenant_id = $1 AND user_id = $2 AND term_id = $3 AND version = $4 AND accepted_at IS NULL',
        [tenant.id, user.id, termId, version, now],
      );
      return true;
    });
    if (!accepted) throw new DomainError('#TERM_NOT_FOUND');
    app.sessions.forgetUser(user.id);
    const row = await loadUserSession(app.db, tenant, user.id);
    if (!row) throw new DomainError('#INVALID_SESSION');
    return ok({ user: toUserSession(row) });
  });
};

export default terms;
