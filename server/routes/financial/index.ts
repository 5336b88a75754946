import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { billFromRow, billMail, billNumberMaxLength, requestedBill } from '../../../domain/bill-mail';
import { DomainError } from '../../../domain/domain-error';
import { BillSent } from '../../../schemas/finance-calls';
import { InvoiceConfig } from '../../../schemas/tenant';
import { ok, replySchemas } from '../../http/reply';
import { runNamedQuery } from '../../sql/run-named-query';

const Params = Type.Object({ app: Type.String() });
/** The bill's number as the user's bill list shows it. */
const SendBody = Type.Object({ bill: Type.String({ maxLength: billNumberMaxLength }) }, { additionalProperties: false });

/**
 * The financial service group (SPEC §7 "Others"):
 * - GET /v1/session/app/{app}/config answers the tenant's invoice configuration (server.invoice, edited in
 *   Administração) to a signed-in user; `{}` when the tenant has none.
 * - POST /v1/session/app/{app}/sendNoBearerEmail body {bill} mails one of the user's bills to the user's own address
 *   (domain/bill-mail.ts). The tenant's server.invoice.billQuery finds it (bound :bill: and the session's
 *   :entities:, so only a bill of the user's companies); the invoice config gives the sender's name, the reply-to,
 *   the copies, the subject and the instructions. Replies {sent: true, to}; 404 #BILL_EMAIL_NOT_CONFIGURED without
 *   the query, 404 #BILL_NOT_FOUND when it finds no bill, 503 #BILL_EMAIL_FAILED when the transport refuses.
 */
const financial: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  app.get('/v1/session/app/:app/config', { schema: { params: Params, response: replySchemas(InvoiceConfig) } }, async (request) => {
    await app.requireUserSession(request);
    return ok(request.tenant.document.server.invoice ?? {});
  });

  app.post('/v1/session/app/:app/sendNoBearerEmail', { schema: { params: Params, body: SendBody, response: replySchemas(BillSent) } }, async (request) => {
    const session = await app.requireUserSession(request);
    const { tenant } = request;
    const invoice = tenant.document.server.invoice ?? {};
    if (!invoice.billQuery) throw new DomainError('#BILL_EMAIL_NOT_CONFIGURED');
    const numero = requestedBill(request.body.bill);
    if (numero === null) throw new DomainError('#VALIDATION');
    const { email, nick } = session.user;
    await app.rateLimiter.hit('billEmail', tenant.id, request.ip, email);
    const rows = await runNamedQuery(app.connectors, { tenant, session, name: invoice.billQuery, replace: { bill: numero } });
    const bill = billFromRow(rows[0]);
    if (!bill) throw new DomainError('#BILL_NOT_FOUND');
    const { subject, text } = billMail(bill, { appName: tenant.document.company.appName, nick, email, invoice });
    const outcome = await app.mailer.send({ tenant, to: email, subject, text, fromName: invoice.senderName, replyTo: invoice.replyTo, cc: invoice.copyTo });
    if (!outcome.accepted) throw new DomainError('#BILL_EMAIL_FAILED');
    return ok({ sent: true as const, to: email });
  });
};

export default financial;
