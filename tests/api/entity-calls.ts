import type { FastifyInstance } from 'fastify';
import { call, local, loginCode } from './requests';

type Options = { method?: 'GET' | 'POST' | 'DELETE'; payload?: object; host?: string; headers?: Record<string, string> };

/** Calls an /access route of tenant local with a session code. */
export function access(app: FastifyInstance, code: string, path: string, o: Options = {}) {
  return call(app, {
    method: o.method ?? 'GET',
    url: `/access${path}`,
    host: o.host ?? local.host,
    headers: { code, 'user-agent': 'vitest-agent', ...o.headers },
    ...(o.payload ? { payload: o.payload } : {}),
  });
}

/** Calls an /auth route of tenant local with a session code. */
export function auth(app: FastifyInstance, code: string, path: string, o: Options = {}) {
  return call(app, {
    method: o.method ?? 'POST',
    url: `/auth${path}`,
    host: o.host ?? local.host,
    headers: { code, ...o.headers },
    ...(o.payload ? { payload: o.payload } : {}),
  });
}

/** The codes of a user's entities, straight from the database. */
export async function heldCodes(app: FastifyInstance, email: string, tenantId = 'local'): Promise<string[]> {
  const rows = await app.db.query<{ code: string }>(
    `SELECT ue.entity_code AS code FROM user_entities ue JOIN users u ON u.id = ue.user_id
     WHERE u.tenant_id = $1 AND u.email = $2 ORDER BY 1`,
    [tenantId, email],
  );
  return rows.map((r) => r.code);
}

/** The newest outbox text sent to an address. */
export async function lastMailText(app: FastifyInstance, to: string): Promise<string> {
  await app.mailer.flush();
  const [row] = await app.db.query<{ text_body: string }>('SELECT text_body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to]);
  return row?.text_body ?? '';
}

/** Session codes of three demo users of tenant local (`ana` -> ana@demo.com.br). */
export async function loginThree(app: FastifyInstance, names: [string, string, string]): Promise<[string, string, string]> {
  const [a, b, c] = names.map((n) => loginCode(app, 'local', local.host, `${n}@demo.com.br`));
  return Promise.all([a as Promise<string>, b as Promise<string>, c as Promise<string>]);
}
