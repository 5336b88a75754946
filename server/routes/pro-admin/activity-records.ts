import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivityRecordsPage, ActivityRecordsQuery } from '../../../schemas/activity-records';
import { activityRecords } from '../../admin/activity-records';
import { ok, okSchema } from '../../http/reply';

/**
 * GET activity/records?pointer=&page=&limit= (permission 'activity', the parent plugin's guard): the recorded
 * activities one by one, newest first, filtered by pointer (simplificaPublicityClick, connectionError, …).
 */
const activityRecordsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/session/app/:id/activity/records',
    { schema: { params: Type.Object({ id: Type.String() }), querystring: ActivityRecordsQuery, response: okSchema(ActivityRecordsPage) } },
    async (request) => {
      const { pointer, page = 1, limit = 20 } = request.query;
      return ok(await activityRecords(app.db, request.tenant.id, { pointer, page, limit }));
    },
  );
};

export default activityRecordsRoute;
