import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { operatorGroup, tenantAdminGroup } from '../../../domain/admin-access';
import { permissionsOf } from '../../../domain/admin-permissions';
import { DomainError } from '../../../domain/domain-error';
import { normalizeEmail } from '../../../domain/email';
import type { CompanyConfig } from '../../../schemas/company';
import { recordAdminWrite } from '../../admin/admin-audit';
import { requirePermission } from '../../admin/admin-auth';
import { likePattern } from '../../admin/user-directory';
import { ok, replySchemas } from '../../http/reply';

const Group = Type.String({ minLength: 1, maxLength: 80, pattern: '^[^\\s/]+$' });
const GroupInfo = Type.Object(
  { group: Type.String(), members: Type.Integer(), permissions: Type.Array(Type.String()) },
  { additionalProperties: false },
);
const MemberPage = Type.Object(
  { total: Type.Integer(), items: Type.Array(Type.Object({ email: Type.String(), nick: Type.String() }, { additionalProperties: false })) },
  { additionalProperties: false },
);
/** A member added or removed: the user's groups after the change. */
const MemberChange = replySchemas(Type.Object({ email: Type.String(), groups: Type.Array(Type.String()) }, { additionalProperties: false }));

/** Every group the config names: modules, items and permission grants. */
function configGroups(company: CompanyConfig): string[] {
  return [
    ...company.modules.flatMap((m) => [...(m.role?.groups ?? []), ...m.items.flatMap((i) => i.groups ?? [])]),
    ...Object.keys(company.admin?.permissions ?? {}),
  ];
}

/**
 * Profiles (groups) and their members for admins with 'profiles' (issue 10). Who sees which module is a config
 * section (sections.ts); here, who is in a group. No one joins 'adapcon' from here, only a full admin makes
 * another admin, and no one gives a group whose permissions they lack.
 */
const groups: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id/groups';
  app.addHook('onRequest', requirePermission('profiles'));

  const assertMayManage = (request: FastifyRequest, group: string) => {
    const company = request.tenant.document.company;
    const needs = permissionsOf([group], company.admin?.permissions);
    if (group === operatorGroup || needs.some((p) => !request.adminActor.permissions.includes(p))) throw new DomainError('#FORBIDDEN');
  };

  app.get(base, { schema: { params: Type.Object({ id: Type.String() }), response: replySchemas(Type.Array(GroupInfo)) } }, async (request) => {
    const company = request.tenant.document.company;
    const rows = await app.db.query<{ group_name: string; members: string }>(
      'SELECT g AS group_name, count(*) AS members FROM users u, unnest(u.groups) AS g WHERE u.tenant_id = $1 GROUP BY g',
      [request.tenant.id],
    );
    const members = new Map(rows.map((r) => [r.group_name, Number(r.members)]));
    const names = [...new Set([...configGroups(company), ...members.keys()])].filter((g) => g !== operatorGroup).sort();
    return ok(names.map((group) => ({ group, members: members.get(group) ?? 0, permissions: permissionsOf([group], company.admin?.permissions) })));
  });

  app.get(
    `${base}/:group/members`,
    {
      schema: {
        params: Type.Object({ id: Type.String(), group: Group }),
        querystring: Type.Object({
          search: Type.Optional(Type.String({ maxLength: 200 })),
          page: Type.Optional(Type.Integer({ minimum: 1 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: replySchemas(MemberPage),
      },
    },
    async (request) => {
      const { search, page = 1, limit = 25 } = request.query;
      const rows = await app.db.query<{ email: string; nick: string; total: string }>(
        `SELECT email, nick, count(*) OVER () AS total FROM users
         WHERE tenant_id = $1 AND $2 = ANY(groups) AND ($3::text IS NULL OR email ILIKE $3 OR nick ILIKE $3)
         ORDER BY email LIMIT $4 OFFSET $5`,
        [request.tenant.id, request.params.group, search?.trim() ? likePattern(search.trim()) : null, limit, (page - 1) * limit],
      );
      return ok({ total: rows[0] ? Number(rows[0].total) : 0, items: rows.map((r) => ({ email: r.email, nick: r.nick })) });
    },
  );

  const change = (add: boolean) => async (request: FastifyRequest<{ Params: { group: string; email?: string }; Body: { email?: string } }>) => {
    const { group } = request.params;
    const email = normalizeEmail(request.params.email ?? request.body?.email ?? '');
    assertMayManage(request, group);
    if (!add && group === tenantAdminGroup && email === request.adminActor.label) throw new DomainError('#FORBIDDEN');
    const [row] = await app.db.query<{ id: string; groups: string[] }>(
      `UPDATE users SET groups = CASE WHEN $4 THEN array_append(array_remove(groups, $3), $3) ELSE array_remove(groups, $3) END,
         updated_at = $5 WHERE tenant_id = $1 AND email = $2 RETURNING id, groups`,
      [request.tenant.id, email, group, add, app.now()],
    );
    if (!row) throw new DomainError('#USER_NOT_FOUND');
    // Groups are read with the session: the user's next call sees the change.
    app.sessions.forgetUser(row.id);
    await recordAdminWrite(app.db, request, {
      tenantId: request.tenant.id, actor: request.adminActor, action: add ? 'group.addMember' : 'group.removeMember', detail: { group, email }, at: app.now(),
    });
    return ok({ email, groups: row.groups });
  };

  app.post(
    `${base}/:group/members`,
    {
      schema: {
        params: Type.Object({ id: Type.String(), group: Group }),
        body: Type.Object({ email: Type.String({ maxLength: 320 }) }),
        response: MemberChange,
      },
    },
    change(true),
  );
  app.delete(
    `${base}/:group/members/:email`,
    { schema: { params: Type.Object({ id: Type.String(), group: Group, email: Type.String({ maxLength: 320 }) }), response: MemberChange } },
    change(false),
  );
};

export default groups;
