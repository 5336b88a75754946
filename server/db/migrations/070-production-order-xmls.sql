-- Production-order XMLs (SPEC §7 "Others": POST /faccionista/v1/session/app/{id}/production-order/uploadXml): the
-- NF-e a contractor (faccionista) issues for a production order, one row per tenant and access key, so the same
-- invoice is taken once. The XML itself is a stored file (files; key faccionista/ordens-de-producao/<key>.xml),
-- counted in the tenant's storage like any other.
CREATE TABLE production_order_xmls (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  access_key text NOT NULL,
  number text NOT NULL,
  series text NOT NULL,
  issue_date date NOT NULL,
  issuer_document text NOT NULL,
  issuer_name text NOT NULL,
  line_count integer NOT NULL,
  total numeric(16, 2) NOT NULL,
  file_key text NOT NULL,
  uploaded_by uuid,
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, access_key),
  CONSTRAINT production_order_xmls_uploaded_by_fkey
    FOREIGN KEY (tenant_id, uploaded_by) REFERENCES users (tenant_id, id) ON DELETE SET NULL (uploaded_by)
);
