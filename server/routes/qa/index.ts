import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { CompanyConfig } from '../../../schemas/company';
import { ReplayFixture } from '../../../schemas/replay-fixture';
import { ok, replySchemas } from '../../http/reply';
import { readFixtureFiles } from '../../qa/fixture-files';
import { publicCompany } from '../../tenancy/tenant-html';

const QaFixtures = Type.Object(
  {
    fixtures: Type.Array(
      Type.Object({ folder: Type.String(), name: Type.String(), fixture: ReplayFixture }, { additionalProperties: false }),
    ),
    /** Public company configs of the tenants the fixtures name (the screens draw with them). */
    companies: Type.Record(Type.String(), CompanyConfig),
  },
  { additionalProperties: false },
);

/**
 * The QA workbench's data (issue 15): GET /qa/v1/app/{id}/fixtures -> the statechart replay fixtures. Served in
 * development; in production only to a signed-in user of a group the tenant's `server.qa.groups` names, and
 * 404 #NOT_FOUND to everyone else (the workbench is not announced).
 */
const qa: FastifyPluginAsyncTypebox = async (app) => {
  const files = readFixtureFiles();
  const named = new Set(files.map((f) => (f.fixture.input as { companyId?: unknown } | undefined)?.companyId).filter((id) => typeof id === 'string'));
  const allowed = async (request: FastifyRequest): Promise<boolean> => {
    if (!app.config.production) return true;
    const groups = request.tenant.document.server.qa?.groups ?? [];
    if (!groups.length) return false;
    return app.requireGroup(request, groups).then(
      () => true,
      () => false,
    );
  };
  app.get(
    '/v1/app/:id/fixtures',
    { schema: { params: Type.Object({ id: Type.String() }), response: replySchemas(QaFixtures) } },
    async (request) => {
      try {
        app.resolveTenant(request);
      } catch {
        throw new DomainError('#NOT_FOUND');
      }
      if (!(await allowed(request))) throw new DomainError('#NOT_FOUND');
      // Outside production every demo tenant a fixture names; in production the tenant's own config only.
      const tenants = app.config.production ? [request.tenant] : app.tenants.all().filter((t) => named.has(t.id) || t.id === request.tenant.id);
      const companies = Object.fromEntries(tenants.map((t) => [t.id, publicCompany(t.document)]));
      return ok({ fixtures: files as never, companies });
    },
  );
};

export default qa;
