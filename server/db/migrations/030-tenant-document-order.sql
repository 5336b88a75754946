-- Tenant documents keep their keys in the order the admin wrote them (jsonb sorts keys, which reordered form
-- fields and modules' JSON Schema properties). Queries that need jsonb operators cast explicitly.
ALTER TABLE tenants ALTER COLUMN document TYPE json USING document::json;
