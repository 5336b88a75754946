import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dynamicFormMessages } from '../../../domain/messages/dynamic-forms';
import { DynamicFormView } from '../../../schemas/dynamic-form';
import { openFormLink, submitFormAnswer } from '../../forms/form-links';
import { ok, replySchemas } from '../../http/reply';

const Params = Type.Object({ id: Type.String(), hash: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * The public side of form links (issue 11), no session: GET .../dynamicForm/{hash} answers the form to render;
 * POST with {answer} validates it against the link's schema on the server, stores it and uses the link up.
 * Unknown 404 #FORM_LINK_NOT_FOUND, answered 410 #FORM_LINK_USED, expired 410 #FORM_LINK_EXPIRED, a bad answer
 * 422 #FORM_ANSWER_INVALID with `problems` [{path, message}] in pt-BR. Rate limited per IP like direct hashes.
 */
const dynamicForm: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/general/app/:id/dynamicForm/:hash',
    { schema: { params: Params, response: replySchemas(DynamicFormView) } },
    async (request) => {
      await app.rateLimiter.hit('directHash', request.tenant.id, request.ip);
      const link = await openFormLink(app.db, request.tenant.id, request.params.hash, app.now());
      return ok({
        title: link.title || dynamicFormMessages.page.defaultTitle,
        schema: link.form.schema,
        uiSchema: link.form.uiSchema ?? {},
        submitLabel: link.form.submitLabel ?? dynamicFormMessages.page.submit,
        thankYou: link.form.thankYou ?? dynamicFormMessages.page.thankYou,
        expires: link.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/v1/general/app/:id/dynamicForm/:hash',
    {
      schema: {
        params: Params,
        body: Type.Object({ answer: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: false }),
        response: replySchemas(Type.Object({ id: Type.String() }, { additionalProperties: false })),
      },
    },
    async (request) => {
      await app.rateLimiter.hit('directHash', request.tenant.id, request.ip);
      return ok(await submitFormAnswer(app.db, request.tenant.id, request.params.hash, request.body.answer, request.ip, app.now()));
    },
  );
};

export default dynamicForm;
