-- Every row that names a user names a user of its own tenant. Migrations 066 and 067 gave notifications and sessions
-- the composite key (tenant_id, user_id) -> users (tenant_id, id); the fifteen other keys to users below still
-- pointed at users (id) alone, so the database accepted, say, an approval, an audit line or a guest's host from
-- another tenant, and only the queries' own tenant filters kept them apart. Each key is now composite, under its
-- old name. The nullable ones set only their own column to NULL when the user goes (ON DELETE SET NULL (column),
-- PostgreSQL 15+), never the row's tenant_id. Adding a key checks the rows already stored: a row that names another
-- tenant's user stops this migration (its transaction rolls back, nothing changes) with PostgreSQL's
-- 'violates foreign key constraint' naming the table, for someone to look at before the server starts.
ALTER TABLE users DROP CONSTRAINT users_guest_of_fkey;
ALTER TABLE users ADD CONSTRAINT users_guest_of_fkey
  FOREIGN KEY (tenant_id, guest_of) REFERENCES users (tenant_id, id) ON DELETE SET NULL (guest_of);

ALTER TABLE user_entities DROP CONSTRAINT user_entities_user_id_fkey;
ALTER TABLE user_entities ADD CONSTRAINT user_entities_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE user_terms DROP CONSTRAINT user_terms_user_id_fkey;
ALTER TABLE user_terms ADD CONSTRAINT user_terms_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE tokens DROP CONSTRAINT tokens_user_id_fkey;
ALTER TABLE tokens ADD CONSTRAINT tokens_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE activities DROP CONSTRAINT activities_user_id_fkey;
ALTER TABLE activities ADD CONSTRAINT activities_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE SET NULL (user_id);

ALTER TABLE term_acceptances DROP CONSTRAINT term_acceptances_user_id_fkey;
ALTER TABLE term_acceptances ADD CONSTRAINT term_acceptances_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE jobs DROP CONSTRAINT jobs_user_id_fkey;
ALTER TABLE jobs ADD CONSTRAINT jobs_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE custom_values DROP CONSTRAINT custom_values_updated_by_fkey;
ALTER TABLE custom_values ADD CONSTRAINT custom_values_updated_by_fkey
  FOREIGN KEY (tenant_id, updated_by) REFERENCES users (tenant_id, id) ON DELETE SET NULL (updated_by);

ALTER TABLE entity_approvals DROP CONSTRAINT entity_approvals_user_id_fkey;
ALTER TABLE entity_approvals ADD CONSTRAINT entity_approvals_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE entity_approvals DROP CONSTRAINT entity_approvals_decided_by_fkey;
ALTER TABLE entity_approvals ADD CONSTRAINT entity_approvals_decided_by_fkey
  FOREIGN KEY (tenant_id, decided_by) REFERENCES users (tenant_id, id) ON DELETE SET NULL (decided_by);

ALTER TABLE entity_mfa_codes DROP CONSTRAINT entity_mfa_codes_user_id_fkey;
ALTER TABLE entity_mfa_codes ADD CONSTRAINT entity_mfa_codes_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE entity_audit DROP CONSTRAINT entity_audit_actor_id_fkey;
ALTER TABLE entity_audit ADD CONSTRAINT entity_audit_actor_id_fkey
  FOREIGN KEY (tenant_id, actor_id) REFERENCES users (tenant_id, id) ON DELETE SET NULL (actor_id);

ALTER TABLE entity_audit DROP CONSTRAINT entity_audit_target_id_fkey;
ALTER TABLE entity_audit ADD CONSTRAINT entity_audit_target_id_fkey
  FOREIGN KEY (tenant_id, target_id) REFERENCES users (tenant_id, id) ON DELETE SET NULL (target_id);

ALTER TABLE customer_service_messages DROP CONSTRAINT customer_service_messages_user_id_fkey;
ALTER TABLE customer_service_messages ADD CONSTRAINT customer_service_messages_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE;

ALTER TABLE form_answers DROP CONSTRAINT form_answers_user_id_fkey;
ALTER TABLE form_answers ADD CONSTRAINT form_answers_user_id_fkey
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE SET NULL (user_id);
