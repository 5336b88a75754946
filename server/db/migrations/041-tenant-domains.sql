-- One owner per domain, enforced by the database (two simultaneous saves cannot both claim a domain).
CREATE TABLE tenant_domains (
  domain text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (tenant_id)
);
INSERT INTO tenant_domains (domain, tenant_id)
  SELECT DISTINCT lower(d), tenant_id FROM tenants, unnest(domains) AS d
  ON CONFLICT DO NOTHING;
