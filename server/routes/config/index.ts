import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import type { FastifyReply } from 'fastify';
import { CompanyConfig } from '../../../schemas/company';
import { ok, rawReplySchemas, replySchemas, sendJsonText } from '../../http/reply';
import { publicCompany } from '../../tenancy/tenant-html';
import { etagOf, negotiate, notModified, precompress, type Precompressed } from './precompressed';

/**
 * Company config, public part only (the schema's company object: no connectors, SQL or secrets), its tenant HTML
 * sanitised on the server (server/tenancy/tenant-html.ts).
 * GET /cache/{domain}.json answers the raw document; GET /core/v1/integration/config/get?id= the envelope.
 * The raw document is sent precompressed (brotli or gzip, negotiated, compressed once per loaded document) with a
 * strong ETag (the hash of its bytes) and `Cache-Control: no-cache`: a returning browser revalidates and gets a
 * 304 with no body. A publish reloads the documents on every process (config store bus), so the ETag changes.
 */
const config: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  // The company document is the tenant's own (schemas/company.ts, checked when loaded): each route serializes it
  // once per loaded document with its response schema, then sends that text (no per-request serializing).
  const serialized = (cache: WeakMap<CompanyConfig, string>, company: CompanyConfig, reply: FastifyReply, body: unknown) => {
    let text = cache.get(company);
    if (text === undefined) cache.set(company, (text = String(reply.serialize(body))));
    return sendJsonText(reply, text);
  };
  const raw = new WeakMap<CompanyConfig, string>();
  const compressed = new WeakMap<CompanyConfig, Promise<Precompressed>>();
  const copiesOf = (company: CompanyConfig, reply: FastifyReply) => {
    let copies = compressed.get(company);
    if (copies === undefined) {
      let text = raw.get(company);
      if (text === undefined) raw.set(company, (text = String(reply.serialize(company))));
      copies = precompress(text);
      compressed.set(company, copies);
      copies.catch(() => compressed.delete(company));
    }
    return copies;
  };
  const enveloped = new WeakMap<CompanyConfig, string>();

  const CacheParams = Type.Object({ file: Type.String({ pattern: '^[^/]+\\.json$' }) });
  app.get('/cache/:file', { schema: { params: CacheParams, response: rawReplySchemas({ json: CompanyConfig }) } }, async (request, reply) => {
    const domain = request.params.file.slice(0, -'.json'.length).toLowerCase();
    const owner = app.tenants.forHostname(domain);
    if (!owner) throw new DomainError('#ERRO_DOWNLOAD_COMPANY');
    if (owner.id !== request.tenant.id) throw new DomainError('#TENANT_MISMATCH');
    const company = publicCompany(request.tenant.document);
    // Sent as bytes (the copies are the serialized document), so the untyped reply.
    const sent = reply as FastifyReply;
    const copies = await copiesOf(company, sent);
    const coding = negotiate(request.headers['accept-encoding']);
    sent.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', etagOf(copies.hash, coding));
    if (notModified(request.headers['if-none-match'], copies.hash)) return sent.code(304).send();
    if (coding !== 'identity') sent.header('content-encoding', coding);
    return sent.type('application/json; charset=utf-8').send(copies[coding]);
  });

  const ConfigQuery = Type.Object({ id: Type.String() });
  app.get('/core/v1/integration/config/get', { schema: { querystring: ConfigQuery, response: replySchemas(CompanyConfig) } }, async (request, reply) => {
    const company = publicCompany(request.tenant.document);
    return serialized(enveloped, company, reply as FastifyReply, ok(company));
  });
};

export default config;
