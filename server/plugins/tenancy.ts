import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../domain/error-codes';
import { requestHostname } from '../tenancy/host';
import { TenantRegistry, type Tenant } from '../tenancy/tenant-registry';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantRegistry;
    /** onRequest hook for tenant routes: sets request.tenant or refuses (404 / 403). */
    requireTenant: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    tenant: Tenant;
    tenantHost: string;
  }
}

/** Names that carry a tenant id in paths and queries: `{id}`, `{companyId}`, `?id=`. */
const idKeys = ['id', 'companyId'] as const;

export default fp(
  async (app) => {
    const registry = new TenantRegistry(app.db);
    await registry.reload();
    app.decorate('tenants', registry);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('tenantHost', '');
    app.decorate('requireTenant', async (request: FastifyRequest) => {
      const hostname = requestHostname(request.headers, app.config.trustProxy);
      const tenant = registry.forHostname(hostname);
      if (!tenant) throw new DomainError('#ERRO_DOWNLOAD_COMPANY');
      for (const source of [request.params, request.query] as Record<string, unknown>[]) {
        for (const key of idKeys) {
          const value = source?.[key];
          if (typeof value === 'string' && value !== tenant.id) throw new DomainError('#TENANT_MISMATCH');
        }
      }
      request.tenant = tenant;
      request.tenantHost = hostname;
    });
  },
  { name: 'tenancy', dependencies: ['core', 'db'] },
);
