import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activityPeriod, maxActivityBuckets } from '../../../domain/activity-chart';
import { DomainError } from '../../../domain/domain-error';
import { adminOperationsMessages } from '../../../domain/messages/admin-operations';
import { ActivityChart, ActivityQuery, AuditPage, PageQuery } from '../../../schemas/admin-operations';
import { requirePermission } from '../../admin/admin-auth';
import { activityChart, auditPage } from '../../admin/activity-report';
import { ok, okSchema } from '../../http/reply';
import activityRecordsRoute from './activity-records';

const params = Type.Object({ id: Type.String() });

/**
 * GET activity?from=&to=&by=kind|user&bucket=day|hour: the recorded activities over time (the chart), and
 * GET audit?search=&page=&limit=: every admin write, newest first (issue 10).
 */
const activity: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requirePermission('activity'));
  // Issue 11: the same activities one by one, by pointer (behind the same permission hook).
  await app.register(activityRecordsRoute);

  app.get('/v1/session/app/:id/activity', { schema: { params, querystring: ActivityQuery, response: okSchema(ActivityChart) } }, async (request) => {
    const { by = 'kind', bucket = 'day' } = request.query;
    const period = activityPeriod({ from: request.query.from, to: request.query.to, bucket }, app.now());
    if (!period.ok) {
      throw period.problem === 'invalid'
        ? new DomainError('#INVALID_PERIOD')
        : new DomainError('#INVALID_PERIOD', adminOperationsMessages.errors.tooManyBuckets(maxActivityBuckets));
    }
    const chart = await activityChart(app.db, request.tenant.id, { from: period.from, to: period.to, by, bucket });
    return ok({ from: period.from.toISOString(), to: period.to.toISOString(), by, bucket, ...chart });
  });

  app.get('/v1/session/app/:id/audit', { schema: { params, querystring: PageQuery, response: okSchema(AuditPage) } }, async (request) => {
    const { search, page = 1, limit = 20 } = request.query;
    return ok(await auditPage(app.db, request.tenant.id, { search, page, limit }));
  });
};

export default activity;
