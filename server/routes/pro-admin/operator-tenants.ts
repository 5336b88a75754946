import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isPlatformOperator } from '../../../domain/admin-access';
import { DomainError } from '../../../domain/domain-error';
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { operatorMessages } from '../../../domain/messages/tenant-config';
import type { TenantConfig } from '../../../schemas/admin-config';
import { recordAdminWrite } from '../../admin/admin-audit';
import { hasErrors, validateTenantConfig } from '../../admin/config-validation';
import { tenantStatus, withTenantStatus, type TenantStatus } from '../../admin/tenant-status';
import { issueRegistrationToken, mailRegistrationLink } from '../../auth/registration-link';
import { ok, replySchemas } from '../../http/reply';
import { requestHostname } from '../../tenancy/host';

const Status = Type.Union([Type.Literal('active'), Type.Literal('disabled'), Type.Literal('blocked')]);
const TenantSummary = Type.Object(
  {
    id: Type.String(),
    appName: Type.String(),
    domains: Type.Array(Type.String()),
    status: Status,
    version: Type.Integer(),
  },
  { additionalProperties: false },
);

/**
 * Platform operators (issue 9; SPEC §6's group 'adapcon' with the internal e-mail domain) on the operator host
 * (OPERATOR_HOST): list every tenant, create one with its first admin, and set it active, disabled or blocked.
 */
const operatorTenants: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    const host = requestHostname(request.headers, app.config.trustProxy);
    if (!app.config.operatorHost || host !== app.config.operatorHost) throw new DomainError('#NOT_FOUND');
    await app.requireTenant(request);
  });
  app.addHook('onRequest', async (request) => {
    const { user } = await app.requireUserSession(request);
    if (!isPlatformOperator(user.groups, user.email, app.config.internalEmailDomain)) throw new DomainError('#FORBIDDEN');
    request.adminActor = { kind: 'operator', label: user.email, permissions: [] };
  });

  const summary = () =>
    app.tenants.all().map((t) => ({
      id: t.id,
      appName: t.document.company.appName,
      domains: t.document.company.domain,
      status: tenantStatus(t.document.company),
      version: 0,
    }));

  app.get('/v1/operator/tenants', { schema: { response: replySchemas(Type.Array(TenantSummary)) } }, async () => {
    const versions = new Map(
      (await app.db.query<{ tenant_id: string; version: number }>('SELECT tenant_id, version FROM tenants')).map((r) => [r.tenant_id, r.version]),
    );
    return ok(summary().map((t) => ({ ...t, version: versions.get(t.id) ?? 0 })));
  });

  app.post(
    '/v1/operator/tenants',
    {
      schema: {
        body: Type.Object({
          id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,39}$' }),
          appName: Type.String({ minLength: 1, maxLength: 120 }),
          domains: Type.Array(Type.String({ minLength: 1, maxLength: 253 }), { minItems: 1, maxItems: 20 }),
          adminEmail: Type.String({ maxLength: 320 }),
          adminNick: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: replySchemas(TenantSummary, { status: 201 }),
      },
    },
    async (request, reply) => {
      const { id, appName } = request.body;
      const adminEmail = normalizeEmail(request.body.adminEmail);
      if (!isValidEmail(adminEmail)) throw new DomainError('#INVALID_EMAIL');
      if (app.tenants.get(id)) throw new DomainError('#TENANT_EXISTS');
      const domains = [...new Set(request.body.domains.map((d) => d.trim().toLowerCase()))];
      const document: TenantConfig = {
        company: { id, status: 'active', domain: domains, appName, appTitle: appName, modules: [], style: { color: { primary: '#0b5cab', secondary: '#073a6e' } } },
        server: {},
      };
      const taken = new Set(app.tenants.all().flatMap((t) => t.document.company.domain.map((d) => d.toLowerCase())));
      const problems = validateTenantConfig(document, { tenantId: id, takenDomains: taken });
      if (hasErrors(problems)) throw new DomainError('#CONFIG_INVALID', undefined, { body: { errors: problems } });
      const token = await app.db.transaction(async (tx) => {
        await app.configStore.create(tx, { document, author: request.adminActor.label, comment: operatorMessages.createdComment });
        const [user] = await tx.query<{ id: string }>(
          `INSERT INTO users (tenant_id, email, nick, groups, status) VALUES ($1, $2, $3, $4, 'pendingByDirectHash') RETURNING id`,
          [id, adminEmail, request.body.adminNick?.trim() ?? '', ['admin']],
        );
        return issueRegistrationToken(app, tx, id, user!.id);
      });
      await app.tenantsChanged();
      mailRegistrationLink(app, app.tenants.get(id)!, adminEmail, token);
      await audit(request, id, 'tenant.create', { domains, adminEmail });
      void reply.code(201);
      return ok({ id, appName, domains, status: 'active' as const, version: 1 });
    },
  );

  app.put(
    '/v1/operator/tenants/:tenantId/status',
    {
      schema: {
        params: Type.Object({ tenantId: Type.String() }),
        body: Type.Object({ status: Status, message: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })) }),
        response: replySchemas(Type.Object({ id: Type.String(), status: Status, version: Type.Integer() }, { additionalProperties: false })),
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      if (!app.tenants.get(tenantId)) throw new DomainError('#TENANT_NOT_FOUND');
      // The operator host's own tenant stays reachable: disabling or blocking it would lock every operator out.
      if (tenantId === request.tenant.id && request.body.status !== 'active') throw new DomainError('#OPERATOR_TENANT_LOCKED');
      const current = await app.configStore.current(tenantId);
      const status: TenantStatus = request.body.status;
      const document = withTenantStatus(current.document, status, request.body.message ?? operatorMessages.blockedDefault);
      const saved = await app.configStore.publish(tenantId, {
        document,
        author: request.adminActor.label,
        comment: operatorMessages.statusComment(status),
      });
      await app.tenantsChanged();
      await audit(request, tenantId, 'tenant.status', { status });
      return ok({ id: tenantId, status, version: saved.version });
    },
  );

  const audit = (request: FastifyRequest, tenantId: string, action: string, detail: Record<string, unknown>) =>
    recordAdminWrite(app.db, request, { tenantId, actor: request.adminActor, action, detail, at: app.now() });
};

export default operatorTenants;
