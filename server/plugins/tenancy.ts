import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../domain/domain-error';
import { requestHostname } from '../tenancy/host';
import { TenantRegistry, type Tenant } from '../tenancy/tenant-registry';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantRegistry;
    /** onRequest hook for tenant routes: sets request.tenant or refuses (404 / 403). */
    requireTenant: (request: FastifyRequest) => Promise<void>;
    /** The same check, synchronous (throws): for hooks that add their own checks without another async hop. */
    resolveTenant: (request: FastifyRequest) => Tenant;
    /** After a tenant's stored config changed: reloads the tenants here and in every other server process. */
    tenantsChanged: () => Promise<void>;
  }
  interface FastifyRequest {
    tenant: Tenant;
    tenantHost: string;
  }
}

/** Names that carry a tenant id in paths and queries: `{id}`, `{companyId}`, `{app}`, `?id=`. */
const idKeys = ['id', 'companyId', 'app'] as const;

function assertSameTenant(source: Record<string, unknown> | undefined, tenantId: string): void {
  if (!source) return;
  for (const key of idKeys) {
    const value = source[key];
    if (typeof value === 'string' && value !== tenantId) throw new DomainError('#TENANT_MISMATCH');
  }
}

export default fp(
  async (app) => {
    const registry = new TenantRegistry(app.db, (document) => app.configStore.open(document));
    await registry.reload();
    app.decorate('tenants', registry);
    app.bus.subscribe('tenants.changed', () => registry.reload());
    app.bus.subscribe('bus.resync', () => registry.reload());
    app.decorate('tenantsChanged', () => app.bus.publish('tenants.changed'));
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('tenantHost', '');
    const resolveTenant = (request: FastifyRequest): Tenant => {
      const hostname = requestHostname(request.headers, app.config.trustProxy);
      const tenant = registry.forHostname(hostname);
      if (!tenant) throw new DomainError('#ERRO_DOWNLOAD_COMPANY');
      assertSameTenant(request.params as Record<string, unknown> | undefined, tenant.id);
      assertSameTenant(request.query as Record<string, unknown> | undefined, tenant.id);
      request.tenant = tenant;
      request.tenantHost = hostname;
      return tenant;
    };
    app.decorate('resolveTenant', resolveTenant);
    app.decorate('requireTenant', async (request: FastifyRequest) => {
      resolveTenant(request);
    });
  },
  { name: 'tenancy', dependencies: ['core', 'db', 'config-store', 'bus'] },
);
