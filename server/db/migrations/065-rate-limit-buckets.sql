-- Issue 13: rate-limit counters shared by every server process on one PostgreSQL (server/http/rate-limit-store.ts).
-- UNLOGGED: counters are worth nothing after a crash and need no WAL; one row per fixed window key.
CREATE UNLOGGED TABLE rate_limit_buckets (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_buckets_reset ON rate_limit_buckets (reset_at);
