import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { parseDigitableLine } from '../../../domain/digitable-line';
import { DomainError } from '../../../domain/domain-error';
import { kitUnitValue } from '../../../domain/kit-products';
import { financeMessages } from '../../../domain/messages/finance';
import { computeNfeLine } from '../../../domain/nfe';
import { recordAdminWrite } from '../../admin/admin-audit';
import { requirePermission } from '../../admin/admin-auth';
import { SecretCipher } from '../../admin/secret-cipher';
import { PageQuery } from '../../../schemas/admin-operations';
import { ProductionOrderPage } from '../../../schemas/finance-calls';
import { nfeBodyLimit, readNfeXml } from '../../finance/nfe-xml';
import { productionOrderPage, productionOrderXml } from '../../finance/production-order-list';
import { errorReplies, ok, okSchema } from '../../http/reply';

const params = Type.Object({ id: Type.String() });
/** An NF-e XML is up to ~1 MB; sent inside JSON its quotes are escaped, so leave room. */
const xmlTypes = ['application/xml', 'text/xml'];

const Issuer = Type.Object({ code: Type.String(), name: Type.Union([Type.String(), Type.Null()]) });
const ParsedLine = Type.Object({
  valid: Type.Boolean(),
  kind: Type.Union([Type.Literal('bancario'), Type.Literal('arrecadacao')]),
  bank: Issuer,
  amount: Type.Union([Type.Number(), Type.Null()]),
  dueDate: Type.Union([Type.String(), Type.Null()]),
  barcode: Type.String(),
  line: Type.String(),
});
const NfeLine = Type.Object({
  item: Type.Integer(),
  unit: Type.String(),
  description: Type.String(),
  qtd: Type.Number(),
  qtdFaturada: Type.Number(),
  value: Type.Number(),
  baseICMS: Type.Number(),
  icms: Type.Number(),
  codProductNf: Type.String(),
  nf: Type.String(),
  dateNf: Type.String(),
  baseUnitariaICMS: Type.Number(),
  auxCount: Type.Integer(),
  totalValue: Type.Number(),
  discountValue: Type.Number(),
  valIcms: Type.Number(),
  /** The value of one piece: the unit value divided by the kit size (SPEC §5), the value itself for no kit. */
  kitUnitValue: Type.Number(),
});
const NfeImport = Type.Object({
  key: Type.String(),
  number: Type.String(),
  series: Type.String(),
  date: Type.String(),
  issuer: Type.Object({ document: Type.String(), name: Type.String() }),
  lines: Type.Array(NfeLine),
});

/** Today's date in Brazil ('YYYY-MM-DD'): a slip's due-date factor is read against it. */
const todayInBrazil = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

/**
 * The admin area's finance tools (issue 10), for callers with the 'finance' permission: digitable lines, the
 * tenant's credentials cipher and NF-e import. `nfe/import` takes the XML as the body (application/xml or text/xml)
 * or as JSON `{xml}`. `production-orders` lists the production-order XMLs contractors sent (SPEC §7 uploadXml),
 * searched and paged, and `production-orders/{accessKey}/xml` gives one back as a download.
 */
const finance: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id';
  app.addHook('onRequest', requirePermission('finance'));
  app.addContentTypeParser(xmlTypes, { parseAs: 'string', bodyLimit: nfeBodyLimit }, (_request, body, done) => done(null, body));

  app.post(
    `${base}/finance/digitable-line`,
    { schema: { params, body: Type.Object({ line: Type.String({ maxLength: 100 }) }), response: okSchema(ParsedLine) } },
    async (request) => {
      const result = parseDigitableLine(request.body.line, todayInBrazil(app.now()));
      if (!result.valid) {
        throw new DomainError('#INVALID_DIGITABLE_LINE', result.problems[0]?.message, { body: { problems: result.problems } });
      }
      return ok(result);
    },
  );

  app.post(
    `${base}/finance/credentials/encrypt`,
    {
      schema: {
        params,
        body: Type.Object({ text: Type.String({ minLength: 1, maxLength: 10_000 }) }),
        response: okSchema(Type.Object({ encrypted: Type.String() })),
      },
    },
    async (request) => {
      const encrypted = app.tenantCipher(request.tenant.id).encrypt(request.body.text);
      await recordAdminWrite(app.db, request, {
        tenantId: request.tenant.id, actor: request.adminActor, action: 'finance.credentials.encrypt', at: app.now(),
      });
      return ok({ encrypted });
    },
  );

  app.post(
    `${base}/finance/credentials/decrypt`,
    {
      schema: {
        params,
        body: Type.Object({ encrypted: Type.String({ minLength: 1, maxLength: 20_000 }) }),
        response: okSchema(Type.Object({ text: Type.String() })),
      },
    },
    async (request) => {
      const { encrypted } = request.body;
      if (!SecretCipher.isEncrypted(encrypted)) throw new DomainError('#INVALID_CREDENTIAL', financeMessages.credentials.notEncrypted);
      let text: string;
      try {
        text = app.tenantCipher(request.tenant.id).decrypt(encrypted);
      } catch {
        // Another tenant's key, a rotated-out key or a tampered value: GCM refuses them all alike.
        throw new DomainError('#INVALID_CREDENTIAL');
      }
      await recordAdminWrite(app.db, request, {
        tenantId: request.tenant.id, actor: request.adminActor, action: 'finance.credentials.decrypt', at: app.now(),
      });
      return ok({ text });
    },
  );

  app.post(
    `${base}/nfe/import`,
    {
      bodyLimit: nfeBodyLimit,
      schema: {
        params,
        body: Type.Union([Type.String(), Type.Object({ xml: Type.String() })]),
        response: okSchema(NfeImport),
      },
    },
    async (request) => {
      const xml = typeof request.body === 'string' ? request.body : request.body.xml;
      const invoice = readNfeXml(xml);
      const lines = invoice.lines.map((line) => ({ ...line, ...computeNfeLine(line), kitUnitValue: kitUnitValue(line.description, line.value) }));
      return ok({ ...invoice, lines });
    },
  );

  app.get(`${base}/production-orders`, { schema: { params, querystring: PageQuery, response: okSchema(ProductionOrderPage) } }, async (request) => {
    const { search, page = 1, limit = 20 } = request.query;
    return ok(await productionOrderPage(app.db, request.tenant.id, { search, page, limit }));
  });

  app.get(
    `${base}/production-orders/:accessKey/xml`,
    {
      schema: {
        params: Type.Object({ id: Type.String(), accessKey: Type.String({ pattern: '^[0-9]{44}$' }) }),
        response: { 200: { content: { 'application/xml': { schema: Type.String({ description: 'The NF-e XML as the contractor sent it.' }) } } }, ...errorReplies },
      },
    },
    async (request, reply) => {
      const { xml, fileName } = await productionOrderXml(app.db, app.files.store, request.tenant.id, request.params.accessKey);
      // The XML is not the JSON envelope the other replies are.
      const download: FastifyReply = reply;
      return download.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(xml);
    },
  );
};

export default finance;
