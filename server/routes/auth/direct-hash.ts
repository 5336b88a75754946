import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { DomainError } from '../../../domain/domain-error';
import { assertUserQuota } from '../../admin/quotas';
import { directHashExpiry, issueDirectHash, userForDirectHash } from '../../auth/direct-hashes';
import { findUserByPhone } from '../../auth/user-queries';
import { formDefinition, issueFormLink } from '../../forms/form-links';
import { mailFormLink } from '../../forms/form-mail';
import { ok, replySchemas } from '../../http/reply';
import { tenantLink } from '../../mail/links';

const Body = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 500 })),
  script: Type.Optional(Type.String({ maxLength: 2000 })),
  json: Type.Optional(Type.Unknown()),
  expires: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()])),
});
/** The issued link: `/directHash/<hash>` or, for a form, `/dynamic-form/<hash>`. */
const Issued = Type.Object(
  { hash: Type.String(), link: Type.String(), expires: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);
type DirectHashBody = { title?: string; script?: string; json?: unknown; expires?: string | number | null };

/** Who may hand out direct hashes: hosts and admins of the tenant. */
export const directHashIssuerGroups = ['admin', 'host'] as const;

/**
 * POST /auth/v1/session/app/{id}/user/{email}/directHash and POST /auth/v1/app/{id}/user/phone/{phone}/directHash:
 * a link `/directHash/<hash>` on the tenant's stored domain that signs the user in and opens {title, script, json}.
 * An e-mail with no user creates one ('pendingByDirectHash'); a phone must belong to a user (404 otherwise).
 * When json carries `form` (schemas/dynamic-form.ts) the link is a form link `/dynamic-form/<hash>` instead,
 * answered once without signing in, and it is e-mailed to the user.
 */
const directHash: FastifyPluginAsyncTypebox = async (app) => {
  const issue = async (request: FastifyRequest, userId: string, body: DirectHashBody, email: string) => {
    const now = app.now();
    const expiresAt = directHashExpiry(body.expires, now);
    const json = body.json ?? null;
    if (JSON.stringify(json).length > 65_536) throw new DomainError('#VALIDATION');
    const payload = { title: body.title ?? '', script: body.script ?? '', json };
    // A json carrying a form makes a form link (issue 11): /dynamic-form/{hash}, e-mailed to the user.
    if (formDefinition(json)) {
      const hash = await issueFormLink(app.db, request.tenant.id, userId, payload, expiresAt, now);
      const link = tenantLink(request.tenant, app.config, `/dynamic-form/${hash}`);
      if (email) mailFormLink(app, request.tenant, email, payload.title, link, expiresAt);
      return ok({ hash, link, expires: expiresAt.toISOString() });
    }
    const hash = await issueDirectHash(app.db, request.tenant.id, userId, payload, expiresAt, now);
    return ok({ hash, link: tenantLink(request.tenant, app.config, `/directHash/${hash}`), expires: expiresAt.toISOString() });
  };

  app.post(
    '/v1/session/app/:id/user/:email/directHash',
    { schema: { params: Type.Object({ id: Type.String(), email: Type.String({ maxLength: 320 }) }), body: Body, response: replySchemas(Issued) } },
    async (request) => {
      await app.requireGroup(request, directHashIssuerGroups);
      const email = normalizeEmail(request.params.email);
      if (!isValidEmail(email)) throw new DomainError('#INVALID_EMAIL');
      const userId = await app.db.transaction(async (tx) => {
        await assertUserQuota(tx, request.tenant, email);
        return userForDirectHash(tx, request.tenant.id, email);
      });
      return issue(request, userId, request.body, email);
    },
  );

  app.post(
    '/v1/app/:id/user/phone/:phone/directHash',
    { schema: { params: Type.Object({ id: Type.String(), phone: Type.String({ maxLength: 40 }) }), body: Body, response: replySchemas(Issued) } },
    async (request) => {
      await app.requireGroup(request, directHashIssuerGroups);
      const digits = request.params.phone.replace(/\D/g, '');
      if (digits.length < 8 || digits.length > 11) throw new DomainError('#INVALID_PHONE');
      const user = await findUserByPhone(app.db, request.tenant.id, digits);
      if (!user) throw new DomainError('#USER_NOT_FOUND');
      return issue(request, user.id, request.body, user.email);
    },
  );
};

export default directHash;
