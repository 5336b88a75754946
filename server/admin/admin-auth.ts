import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminPermissions, permissionsOf, type AdminPermission } from '../../domain/admin-permissions';
import { DomainError } from '../../domain/domain-error';
import { hashCode } from '../auth/secret-codes';
import { sessionCode } from '../plugins/sessions';
import type { AdminActor } from './admin-audit';
import type { ApiKeys } from './api-keys';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S{1,200})$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** Whether a session code is live in some other tenant (an admin of another tenant: 403, not 401). */
async function liveElsewhere(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const code = sessionCode(request);
  if (!code) return false;
  const rows = await app.db.query(
    'SELECT 1 FROM sessions WHERE code_hash = $1 AND tenant_id <> $2 AND revoked_at IS NULL AND absolute_expires_at > $3',
    [hashCode(code), request.tenant.id, app.now()],
  );
  return rows.length > 0;
}

/**
 * The admin API's caller (issue 9): `Authorization: Bearer <tenant API key>` (every permission), or the session
 * `code` of a user whose groups grant some admin permission (the admin group grants all; issue 10). No session:
 * 401; no permission in this tenant (or an admin of another one): 403.
 */
export async function requireTenantAdmin(app: FastifyInstance, apiKeys: ApiKeys, request: FastifyRequest): Promise<AdminActor> {
  const key = bearer(request);
  if (key) {
    const name = await apiKeys.authenticate(request.tenant.id, key);
    return { kind: 'apiKey', label: `chave de API "${name}"`, permissions: [...adminPermissions] };
  }
  let user;
  try {
    ({ user } = await app.requireUserSession(request));
  } catch (error) {
    if (error instanceof DomainError && error.code === '#INVALID_SESSION' && (await liveElsewhere(app, request))) {
      throw new DomainError('#FORBIDDEN');
    }
    throw error;
  }
  const permissions = permissionsOf(user.groups, request.tenant.document.company.admin?.permissions);
  if (permissions.length === 0) throw new DomainError('#FORBIDDEN');
  return { kind: 'user', label: user.email, permissions };
}

/** A route group's hook: the caller must hold `permission` (403 #FORBIDDEN otherwise). */
export function requirePermission(permission: AdminPermission) {
  return async (request: FastifyRequest) => {
    if (!request.adminActor.permissions.includes(permission)) throw new DomainError('#FORBIDDEN');
  };
}
