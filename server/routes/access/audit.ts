import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { listAudit } from '../../entities/entity-audit';
import { isApprover } from '../../entities/registration-paths';
import { EntityAuditRecord } from '../../../schemas/entity';
import { ok, replySchemas } from '../../http/reply';

/**
 * GET /access/v1/app/{id}/entity/audit?limit: entity audit records newest first, only when the company config
 * has entity.radar (404 #AUDIT_DISABLED otherwise). An approver (group admin) sees the whole tenant; anyone
 * else the records they, or guests they created, took part in.
 */
const audit: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/app/:id/entity/audit',
    { schema: { params: Type.Object({ id: Type.String() }), querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
        response: replySchemas(Type.Array(EntityAuditRecord)),
      },
    },
    async (request) => {
      const { user } = await app.requireUserSession(request);
      if (request.tenant.document.company.entity?.radar !== true) throw new DomainError('#AUDIT_DISABLED');
      return ok(await listAudit(app.db, request.tenant.id, user.id, isApprover(user.groups), request.query.limit ?? 200));
    },
  );
};

export default audit;
