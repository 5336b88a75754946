import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { portalTimeZone } from '../../../domain/activity-chart';
import { consentRows } from '../../../domain/consent-report';
import { csvText, utf8Bom } from '../../../domain/csv';
import { adminOperationsMessages } from '../../../domain/messages/admin-operations';
import { ConsentReport } from '../../../schemas/admin-operations';
import { requirePermission } from '../../admin/admin-auth';
import { consentReport } from '../../admin/consent-report';
import { envelope, errorReplies, ok } from '../../http/reply';

const Format = Type.Union([Type.Literal('json'), Type.Literal('csv')]);

/**
 * GET consents?format=json|csv (issue 10, LGPD requests): who accepted which term version when and from which IP,
 * and each user's notification channels. CSV: for pt-BR Excel (';', UTF-8 with BOM, 'DD/MM/YYYY HH:mm'), as a
 * download. Consent is about users, so it takes the 'users' permission.
 */
const consents: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requirePermission('users'));

  app.get(
    '/v1/session/app/:id/consents',
    {
      schema: {
        params: Type.Object({ id: Type.String() }),
        querystring: Type.Object({ format: Type.Optional(Format) }),
        // By media type: the JSON envelope is serialised by its schema; the CSV, a string, is sent as is.
        response: {
          200: {
            content: {
              'application/json': { schema: envelope(ConsentReport) },
              'text/csv': { schema: Type.String({ description: "format=csv: ';'-separated, UTF-8 with BOM, as a download." }) },
            },
          },
          ...errorReplies,
        },
      },
    },
    async (request, reply) => {
      const users = await consentReport(app.db, request.tenant.id);
      if (request.query.format !== 'csv') return ok({ items: users });
      const fileName = adminOperationsMessages.consents.fileName(request.tenant.id);
      // The CSV is not the JSON envelope the response schema types.
      const download: FastifyReply = reply;
      return download
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(utf8Bom + csvText(consentRows(users, portalTimeZone)));
    },
  );
};

export default consents;
