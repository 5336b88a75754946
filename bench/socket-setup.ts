// The socket figure's users, created inside the bench server: n users of tenant local (one INSERT) and a
// session each through the session store (no argon2 logins), plus a tenant API key for the send route.
import type { FastifyInstance } from 'fastify';
import { ApiKeys } from '../server/admin/api-keys';

export function registerSocketSetup(app: FastifyInstance): void {
  app.post('/__bench/socket-users', async (request) => {
    const { count } = request.body as { count: number };
    const tenant = app.tenants.get('local');
    if (!tenant) throw new Error('tenant local missing');
    const users = await app.db.query<{ id: string }>(
      `INSERT INTO users (tenant_id, email, nick) SELECT 'local', 'socket-' || g || '@bench.test', 'Bench ' || g
       FROM generate_series(1, $1::int) AS g ON CONFLICT (tenant_id, email) DO UPDATE SET nick = EXCLUDED.nick RETURNING id`,
      [count],
    );
    const codes: string[] = [];
    for (const u of users) codes.push(await app.sessions.create(tenant, u.id));
    const { key } = await new ApiKeys(app.db, () => app.now()).create('local', 'bench', 'bench');
    return { codes, key };
  });

  // The fan-out alone: a stored notification pushed again to its recipients' sockets (app.realtime.notify).
  let prepared = { identifier: '', userIds: [] as string[] };
  app.post('/__bench/socket-prepare', async (request) => {
    const { identifier } = request.body as { identifier: string };
    const rows = await app.db.query<{ user_id: string }>("SELECT user_id FROM notifications WHERE tenant_id = 'local' AND identifier = $1", [identifier]);
    prepared = { identifier, userIds: rows.map((r) => r.user_id) };
    return { recipients: rows.length };
  });
  app.post('/__bench/socket-notify', async () => {
    await app.realtime.notify('local', prepared.identifier, prepared.userIds);
    return { ok: true };
  });
}
