import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';

/** Every foreign key to users, with its columns by name and what a delete does (a: none, c: cascade, n: set null). */
const userKeysSql = `
  SELECT c.conrelid::regclass::text AS "table", c.conname AS name, c.confdeltype AS "onDelete",
         ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
               JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
         ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
               JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS "references",
         ARRAY(SELECT a.attname::text FROM unnest(coalesce(c.confdelsetcols, '{}')) k(n)
               JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS "setsNull"
    FROM pg_constraint c
   WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
   ORDER BY 1, 2`;

interface UserKey {
  table: string;
  name: string;
  onDelete: string;
  columns: string[];
  references: string[];
  setsNull: string[];
}

describe.each(backends())("rows that name a user name one of their own tenant's users (%s)", (backend) => {
  let t: TestApp;
  const query = <T>(sql: string, params: unknown[] = []) => t.app.db.query<T>(sql, params);
  const userId = async (tenantId: string, email: string) =>
    (
      await query<{ id: string }>('SELECT id FROM users WHERE tenant_id = $1 AND email = $2', [
        tenantId,
        email,
      ])
    )[0]!.id;
  const newUser = async (email: string, guestOf: string | null = null) =>
    (
      await query<{ id: string }>(
        "INSERT INTO users (tenant_id, email, nick, guest_of) VALUES ('local', $1, $1, $2::uuid) RETURNING id",
        [email, guestOf],
      )
    )[0]!.id;
  const audit = (tenantId: string, actorId: string, targetId: string | null = null) =>
    query<{ id: number }>(
      `INSERT INTO entity_audit (tenant_id, actor_id, actor_email, action, target_id, ip, created_at)
       VALUES ($1, $2::uuid, 'quem@demo.com.br', 'teste', $3::uuid, '127.0.0.1', now()) RETURNING id`,
      [tenantId, actorId, targetId],
    );
  const linkEntity = (tenantId: string, id: string, code: string) =>
    query('INSERT INTO user_entities (tenant_id, user_id, entity_code) VALUES ($1, $2::uuid, $3)', [
      tenantId,
      id,
      code,
    ]);

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('keys every reference to a user by (tenant_id, the user) -> users (tenant_id, id)', async () => {
    const keys = await query<UserKey>(userKeysSql);
    // The fifteen of migration 068, plus sessions (067), notifications (066) and production-order XMLs (070).
    expect(keys).toHaveLength(18);
    for (const key of keys) {
      const shape = `${key.table}.${key.name}`;
      expect(key.columns, shape).toHaveLength(2);
      expect(key.columns[0], shape).toBe('tenant_id');
      expect(key.references, shape).toEqual(['tenant_id', 'id']);
      // A user who goes leaves the row in its tenant: only the user column is emptied, never tenant_id.
      if (key.onDelete === 'n') expect(key.setsNull, shape).toEqual([key.columns[1]]);
      else expect(key.onDelete, shape).toBe('c');
    }
  });

  it("refuses another tenant's user as an entity's user, an audit actor or a guest's host", async () => {
    const joao = await userId('acme', 'joao@acme.com.br');
    const ana = await userId('local', 'ana@demo.com.br');
    const [entity] = await query<{ code: string }>(
      "SELECT code FROM entities WHERE tenant_id = 'local' ORDER BY code LIMIT 1",
    );
    await expect(linkEntity('local', joao, entity!.code)).rejects.toMatchObject({ code: '23503' });
    await expect(audit('local', joao)).rejects.toMatchObject({ code: '23503' });
    await expect(audit('local', ana, joao)).rejects.toMatchObject({ code: '23503' });
    await expect(newUser('convidado-de-fora@demo.com.br', joao)).rejects.toMatchObject({ code: '23503' });
    // The same rows with the tenant's own users are stored.
    await expect(audit('local', ana, ana)).resolves.toHaveLength(1);
    await expect(newUser('convidado-de-dentro@demo.com.br', ana)).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });

  it('removing a user empties only the user column of the rows that stay, and removes the rows that are theirs', async () => {
    const host = await newUser('anfitriao-sai@demo.com.br');
    const guest = await newUser('convidado-fica@demo.com.br', host);
    const [entity] = await query<{ code: string }>(
      "SELECT code FROM entities WHERE tenant_id = 'local' ORDER BY code LIMIT 1",
    );
    await linkEntity('local', host, entity!.code);
    const [line] = await audit('local', host, guest);
    const [visit] = await query<{ id: number }>(
      "INSERT INTO activities (tenant_id, user_id, pointer, created_at) VALUES ('local', $1::uuid, 'teste', now()) RETURNING id",
      [host],
    );

    await query('DELETE FROM users WHERE tenant_id = $1 AND id = $2', ['local', host]);

    expect(await query('SELECT 1 FROM user_entities WHERE user_id = $1', [host])).toEqual([]);
    expect(
      await query('SELECT tenant_id, actor_id, target_id FROM entity_audit WHERE id = $1', [line!.id]),
    ).toEqual([{ tenant_id: 'local', actor_id: null, target_id: guest }]);
    expect(await query('SELECT tenant_id, user_id FROM activities WHERE id = $1', [visit!.id])).toEqual([
      { tenant_id: 'local', user_id: null },
    ]);
    expect(await query('SELECT tenant_id, guest_of FROM users WHERE id = $1', [guest])).toEqual([
      { tenant_id: 'local', guest_of: null },
    ]);
  });
});
