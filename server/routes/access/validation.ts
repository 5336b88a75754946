import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { acceptedRow, assertPath, descriptionOf, runEntityQuery } from '../../entities/registration-paths';
import { EmptyBody } from '../../../schemas/empty-body';
import { ok, replySchemas } from '../../http/reply';
import { AddedEntity, addEntity, newEntityCode } from './add-entity';

const Params = Type.Object({ id: Type.String(), code: Type.String({ maxLength: 40 }) });

/**
 * The two query-decided registration paths (SPEC §4):
 * - POST .../entity/{cnpj}/autoValidate: the tenant's company.entity.autoValidate named query (bound :cnpj:)
 *   decides; a row with ok/valid true adds the entity, else 403 #ENTITY_NOT_VALIDATED.
 * - POST .../entity/{cnpj}/question body {answer}: the question's named query checks :answer: (a bound
 *   parameter); a row with ok/valid true adds it, else 400 #WRONG_ANSWER. Both are rate limited per user.
 */
const validation: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/v1/session/app/:id/entity/:code/autoValidate', { schema: { params: Params, body: EmptyBody, response: replySchemas(AddedEntity) } }, async (request) => {
    const session = await app.requireUserSession(request);
    const { tenant } = request;
    assertPath(tenant, 'autoValidate');
    await app.rateLimiter.hit('entityRegistration', tenant.id, request.ip, session.user.email);
    const code = await newEntityCode(app, request, session, request.params.code);
    const ref = tenant.document.company.entity?.autoValidate as { sql: string; connector: string };
    const row = acceptedRow(await runEntityQuery(app.connectors, tenant, session, ref, { cnpj: code }));
    if (!row) throw new DomainError('#ENTITY_NOT_VALIDATED');
    const entity = { code, description: descriptionOf(row, code) };
    return ok(await addEntity(app, request, session.user, session.user, entity, 'entity.add.autoValidate'));
  });

  app.post(
    '/v1/session/app/:id/entity/:code/question',
    { schema: { params: Params, body: Type.Object({ answer: Type.String({ minLength: 1, maxLength: 200 }) }), response: replySchemas(AddedEntity) } },
    async (request) => {
      const session = await app.requireUserSession(request);
      const { tenant } = request;
      assertPath(tenant, 'question');
      await app.rateLimiter.hit('entityRegistration', tenant.id, request.ip, session.user.email);
      const code = await newEntityCode(app, request, session, request.params.code);
      const { sql, connector } = tenant.document.company.entity?.question as { sql: string; connector: string };
      const answer = request.body.answer.trim();
      const row = acceptedRow(await runEntityQuery(app.connectors, tenant, session, { sql, connector }, { cnpj: code, answer }));
      if (!row) throw new DomainError('#WRONG_ANSWER');
      const entity = { code, description: descriptionOf(row, code) };
      return ok(await addEntity(app, request, session.user, session.user, entity, 'entity.add.question'));
    },
  );
};

export default validation;
