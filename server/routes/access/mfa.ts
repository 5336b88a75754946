import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { mailMessages } from '../../../domain/messages/mail';
import { auditActor, writeAudit } from '../../entities/entity-audit';
import { assertPath } from '../../entities/registration-paths';
import { EmptyBody } from '../../../schemas/empty-body';
import { MfaPossibility } from '../../../schemas/entity';
import { ok, replySchemas } from '../../http/reply';
import { issueMfaCode, mfaLifetimeMs, verifyMfaCode } from '../../mfa/mfa-codes';
import { mfaContacts, publicPossibility } from '../../mfa/mfa-contacts';
import { AddedEntity, addEntity, newEntityCode } from './add-entity';

const Params = Type.Object({ id: Type.String(), code: Type.String({ maxLength: 40 }) });
const SendQuery = Type.Object({ id: Type.Optional(Type.String()), option: Type.String({ minLength: 1, maxLength: 40 }) });
const AuthBody = Type.Object({ mfa: Type.String({ maxLength: 20 }) }, { additionalProperties: false });
const closed = { additionalProperties: false } as const;
const Possibilities = Type.Object({ code: Type.String(), description: Type.String(), possibilities: Type.Array(MfaPossibility) }, closed);
const Sent = Type.Object(
  { sent: Type.Boolean(), option: Type.String(), label: Type.String(), expiresAt: Type.String({ format: 'date-time' }) },
  closed,
);

/**
 * The MFA path (SPEC §4): GET .../entity/{code}/mfa lists the possibilities (masked contacts of the entity);
 * POST .../entity/{code}/mfa?option= sends a 6-digit code (e-mail through the mailer/outbox, sms and whatsapp
 * through the MessageSender); POST .../entity/{code}/mfa/authenticate {mfa} adds the entity. Sends and tries
 * are rate limited per user and IP; a code is single use, bound to user + entity + option, 10 minutes.
 */
const mfa: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v1/session/app/:id/entity/:code/mfa', { schema: { params: Params, response: replySchemas(Possibilities) } }, async (request) => {
    const session = await app.requireUserSession(request);
    assertPath(request.tenant, 'mfa');
    const code = await newEntityCode(app, request, session, request.params.code);
    const { contacts, description } = await mfaContacts(app.connectors, request.tenant, session, code);
    return ok({ code, description, possibilities: contacts.map(publicPossibility) });
  });

  app.post('/v1/session/app/:id/entity/:code/mfa', { schema: { params: Params, querystring: SendQuery, body: EmptyBody, response: replySchemas(Sent) } }, async (request) => {
    const session = await app.requireUserSession(request);
    const { tenant } = request;
    assertPath(tenant, 'mfa');
    await app.rateLimiter.hit('mfaSend', tenant.id, request.ip, session.user.email);
    const code = await newEntityCode(app, request, session, request.params.code);
    const { contacts, description } = await mfaContacts(app.connectors, tenant, session, code);
    const contact = contacts.find((c) => c.option === request.query.option);
    if (!contact) throw new DomainError('#MFA_OPTION_NOT_FOUND');
    const binding = { tenantId: tenant.id, userId: session.user.id, entityCode: code, option: contact.option };
    const secret = await issueMfaCode(app.db, binding, description, app.now());
    const appName = tenant.document.company.appName;
    const minutes = mfaLifetimeMs / 60_000;
    const text = mailMessages.mfaText(appName, secret, code, minutes);
    if (contact.type === 'email') app.mailer.queue({ tenant, to: contact.to, subject: mailMessages.mfaSubject(appName), text });
    else await app.messageSender.send(contact.type, tenant, contact.to, text);
    await writeAudit(app.db, auditActor(request, session.user), 'entity.mfa.send', { entityCode: code, detail: { type: contact.type, to: contact.label } }, app.now());
    const expiresAt = new Date(app.now().getTime() + mfaLifetimeMs).toISOString();
    return ok({ sent: true, option: contact.option, label: contact.label, expiresAt });
  });

  app.post('/v1/session/app/:id/entity/:code/mfa/authenticate', { schema: { params: Params, body: AuthBody, response: replySchemas(AddedEntity) } }, async (request) => {
    const session = await app.requireUserSession(request);
    const { tenant } = request;
    assertPath(tenant, 'mfa');
    await app.rateLimiter.hit('mfaVerify', tenant.id, request.ip, session.user.email);
    const code = await newEntityCode(app, request, session, request.params.code);
    const binding = { tenantId: tenant.id, userId: session.user.id, entityCode: code };
    const description = await verifyMfaCode(app.db, binding, request.body.mfa.trim(), app.now());
    if (description === undefined) throw new DomainError('#INVALID_MFA_CODE');
    return ok(await addEntity(app, request, session.user, session.user, { code, description }, 'entity.add.mfa'));
  });
};

export default mfa;
