import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError, errorTexts } from '../../../domain/domain-error';
import { hasEvent, isRouterEvent } from '../../../domain/router';
import { changeOwnPassword } from '../../auth/password-change';
import { errorBody, ok, replySchemas } from '../../http/reply';
import { readTenantScript } from '../../tenancy/tenant-scripts';

const Body = Type.Object({ event: Type.Optional(Type.Unknown()) }, { additionalProperties: true, maxProperties: 20 });
const Changed = Type.Object({ changed: Type.Literal(true) }, { additionalProperties: false });
const Source = Type.Object({ source: Type.String() }, { additionalProperties: false });

/** An optional text field of an event: absent, or a string up to `max` characters (anything else: #VALIDATION). */
function textField(body: Record<string, unknown>, key: string, max: number): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max) throw new DomainError('#VALIDATION');
  return value;
}

/**
 * SPEC §7 "Router": POST /router body {event, ...fields}, under the tenant's host, with a user session (header
 * code). domain/router.ts lists the events and their fields. No event: 400 #ERRO_ROUTER_REQUEST; an event the
 * server does not know: 404 #ROUTER_EVENT_NOTFOUND. Failures of an event answer 400 with their code (a wrong old
 * password, a password outside the tenant's rules), which SPEC §8's client rules hand to the caller as they are.
 */
const router: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  app.post('/router', { schema: { body: Body, response: replySchemas(Type.Union([Changed, Source])) } }, async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    if (!hasEvent(body.event)) throw new DomainError('#ERRO_ROUTER_REQUEST');
    if (!isRouterEvent(body.event)) throw new DomainError('#ROUTER_EVENT_NOTFOUND');
    const { user } = await app.requireUserSession(request);
    switch (body.event) {
      case 'user/changePasswordByDash':
        await changeOwnPassword(app, request, user, textField(body, 'oldPassword', 1024), textField(body, 'password', 1024));
        return ok({ changed: true as const });
      case 'local/script': {
        const source = await readTenantScript(request.tenant.id, textField(body, 'name', 200) ?? '');
        // 404 as GET script path answers it (routes/app/script.ts), not the catalogue's 502.
        if (source === null) return reply.code(404).send(errorBody('#ERRO_SCRIPT_DOWNLOAD_BODY', errorTexts['#ERRO_SCRIPT_DOWNLOAD_BODY']));
        return ok({ source });
      }
    }
  });
};

export default router;
