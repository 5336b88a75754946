-- Batch SQL jobs (SPEC §4, §7; DESIGN §5): a named query run in the background, polled by id.
-- `params` holds the bound values resolved when the job was created (replace, e-mail, entities, page).
-- A running job is leased by one server process (runner_id, lease_until); a process that stops puts
-- its jobs back in the queue, and an expired lease (a crashed process) lets another one take it.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_email text NOT NULL,
  query_name text NOT NULL,
  params jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  result jsonb,
  error jsonb,
  limit_ms integer NOT NULL,
  deadline_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  runner_id text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX jobs_open ON jobs (state, created_at) WHERE state IN ('queued', 'running');
CREATE INDEX jobs_tenant ON jobs (tenant_id, id);
