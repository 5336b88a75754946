-- Files (issue 11): one row per stored file of a tenant; the bytes live in the file store (DATA_DIR/files or an
-- S3-compatible bucket) under 't/<tenant>/<key>'. A row exists only once its bytes are stored.
CREATE TABLE files (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  key text NOT NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  storage_type text NOT NULL,
  module_id text,
  item_id text,
  expires_at timestamptz,
  created_by text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, key)
);
CREATE INDEX files_item ON files (tenant_id, module_id, item_id, created_at);
