-- Accounts (issue 3): disabled users, one-time token payloads, term acceptances.
ALTER TABLE users ADD COLUMN disabled boolean NOT NULL DEFAULT false;

-- Direct-hash links keep {title, script, json} with the token.
ALTER TABLE tokens ADD COLUMN payload jsonb;
CREATE INDEX tokens_user_kind ON tokens (tenant_id, user_id, kind) WHERE used_at IS NULL;

-- One row per user, term and version accepted: when, from which IP and browser.
CREATE TABLE term_acceptances (
  tenant_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  term_id text NOT NULL,
  version integer NOT NULL,
  accepted_at timestamptz NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, user_id, term_id, version),
  FOREIGN KEY (tenant_id, term_id, version) REFERENCES terms (tenant_id, term_id, version)
);
