-- Tenant configuration as code (issue 9): every save is a version; tenants.document is the published one.
-- Secrets inside documents are stored encrypted (AES-256-GCM, server/admin/secret-cipher.ts).
ALTER TABLE tenants ADD COLUMN version integer NOT NULL DEFAULT 0;

CREATE TABLE tenant_config_versions (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  version integer NOT NULL,
  document json NOT NULL,
  author text NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, version)
);

-- Tenant API keys: only the sha-256 of the key is kept; the key is shown once.
CREATE TABLE tenant_api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX tenant_api_keys_tenant ON tenant_api_keys (tenant_id);

-- Every admin write: who, what, when, from where.
CREATE TABLE admin_audit (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  actor text NOT NULL,
  action text NOT NULL,
  detail json NOT NULL DEFAULT '{}',
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX admin_audit_tenant_time ON admin_audit (tenant_id, created_at DESC);
