import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompanyConfig } from '../../../schemas/company';
import { ok, rawReplySchemas, replySchemas } from '../../http/reply';
import { publicCompany } from '../../tenancy/tenant-html';
import { etagOf, negotiate, notModified, precompress, type Precompressed } from './precompressed';

/**
 * Company config, public part only (the schema's company object: no connectors, SQL or secrets), its tenant HTML
 * sanitised on the server (server/tenancy/tenant-html.ts).
 * GET /cache/{domain}.json answers the raw document; GET /core/v1/integration/config/get?id= the envelope.
 * Both are sent precompressed (brotli or gzip, negotiated, compressed once per loaded document) with a
 * strong ETag (the hash of the uncompressed bytes) and `Cache-Control: no-cache`: a returning browser revalidates and gets a
 * 304 with no body. A publish reloads the documents on every process (config store bus), so the ETag changes.
 */
const config: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  // The company document is the tenant's own (schemas/company.ts, checked when loaded): each route serializes it
  // once per loaded document with its response schema and compresses that text once (brotli, gzip); each request
  // then negotiates a copy and revalidates against its ETag (no per-request serializing or compressing).
  const send = (
    cache: WeakMap<CompanyConfig, Promise<Precompressed>>,
    company: CompanyConfig,
    request: FastifyRequest,
    sent: FastifyReply,
    body: unknown,
  ) => {
    let copies = cache.get(company);
    if (copies === undefined) {
      copies = precompress(String(sent.serialize(body)));
      cache.set(company, copies);
      copies.catch(() => cache.delete(company));
    }
    return copies.then((c) => {
      const coding = negotiate(request.headers['accept-encoding']);
      sent.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', etagOf(c.hash, coding));
      if (notModified(request.headers['if-none-match'], c.hash)) return sent.code(304).send();
      if (coding !== 'identity') sent.header('content-encoding', coding);
      return sent.type('application/json; charset=utf-8').send(c[coding]);
    });
  };
  const raw = new WeakMap<CompanyConfig, Promise<Precompressed>>();
  const enveloped = new WeakMap<CompanyConfig, Promise<Precompressed>>();

  const CacheParams = Type.Object({ file: Type.String({ pattern: '^[^/]+\\.json$' }) });
  app.get('/cache/:file', { schema: { params: CacheParams, response: rawReplySchemas({ json: CompanyConfig }) } }, async (request, reply) => {
    const domain = request.params.file.slice(0, -'.json'.length).toLowerCase();
    const owner = app.tenants.forHostname(domain);
    if (!owner) throw new DomainError('#ERRO_DOWNLOAD_COMPANY');
    if (owner.id !== request.tenant.id) throw new DomainError('#TENANT_MISMATCH');
    const company = publicCompany(request.tenant.document);
    // Sent as bytes (the copies are the serialized document), so the untyped reply.
    return send(raw, company, request, reply as FastifyReply, company);
  });

  const ConfigQuery = Type.Object({ id: Type.String() });
  app.get('/core/v1/integration/config/get', { schema: { querystring: ConfigQuery, response: replySchemas(CompanyConfig) } }, async (request, reply) => {
    const company = publicCompany(request.tenant.document);
    return send(enveloped, company, request, reply as FastifyReply, ok(company));
  });
};

export default config;
