import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { objectOrNoBody } from '../../http/optional-body';
import { ok, replySchemas } from '../../http/reply';
import { sessionCode } from '../../plugins/sessions';

const Body = Type.Object({
  link: Type.Optional(Type.String({ maxLength: 2000 })),
  nick: Type.Optional(Type.String({ maxLength: 200 })),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
});

const Headers = Type.Object({ pointer: Type.Optional(Type.String()) });
const Recorded = Type.Object({ recorded: Type.Boolean() }, { additionalProperties: false });

/** POST /activity/v1/session/app/{id}/set, header `pointer`: records a click, with or without a session. */
const activity: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);

  app.post('/v1/session/app/:id/set', { schema: { params: Type.Object({ id: Type.String() }), headers: Headers, body: objectOrNoBody(Body), response: replySchemas(Recorded) } }, async (request) => {
    const pointer = request.headers.pointer;
    if (typeof pointer !== 'string' || !/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/.test(pointer)) throw new DomainError('#VALIDATION');
    const code = sessionCode(request);
    // A stale code must not lose the click: record it without a user.
    const session = code ? await app.sessions.validate(request.tenant, code).catch(() => undefined) : undefined;
    const body = request.body ?? {};
    await app.db.query(
      `INSERT INTO activities (tenant_id, user_id, pointer, link, nick, phone, email, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [request.tenant.id, session?.user.id ?? null, pointer, body.link ?? null, body.nick ?? null, body.phone ?? null,
        body.email ?? session?.user.email ?? null, app.now()],
    );
    return ok({ recorded: true });
  });
};

export default activity;
