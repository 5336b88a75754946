-- Admin operations (issue 10): named-query counts per minute (the queriesPerMinute quota, shared by every
-- server process), notification automations, and indexes for the activity chart and the audit list.
CREATE TABLE query_minute_counts (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  minute timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (tenant_id, minute)
);

CREATE TABLE notification_automations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  name text NOT NULL,
  title text NOT NULL,
  -- HTML as the admin typed it; the portal sanitises it when it shows a notification.
  message text NOT NULL,
  module text,
  recipients jsonb NOT NULL DEFAULT '{}',
  channels text[] NOT NULL DEFAULT '{}',
  notify boolean NOT NULL DEFAULT true,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_sent_at timestamptz
);
CREATE INDEX notification_automations_tenant ON notification_automations (tenant_id, lower(name));

CREATE INDEX activities_tenant_time ON activities (tenant_id, created_at);
