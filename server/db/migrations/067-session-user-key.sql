-- A session belongs to a user of its own tenant: one composite key, (tenant_id, user_id) -> users (tenant_id, id)
-- (the unique index of migration 066), instead of one key to tenants and another to users. It refuses a session row
-- whose user belongs to another tenant, which the two keys allowed. What a sign-in's insert costs barely moves: on
-- PGlite, three rounds of 1,500 inserts took 0.09-0.11 ms each with two keys and 0.08 ms with one (an earlier
-- measurement found -0.05 to +0.05 ms, within the noise).
ALTER TABLE sessions DROP CONSTRAINT sessions_tenant_id_fkey;
ALTER TABLE sessions DROP CONSTRAINT sessions_user_id_fkey;
ALTER TABLE sessions ADD CONSTRAINT sessions_user_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;
