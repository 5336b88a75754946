-- Issue 11: answers to dynamic forms opened by a direct-hash link, and the live shop's events and products.

-- One answer per form link (the link's token is used up by its answer); validated against the link's schema.
CREATE TABLE form_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  token_hash text NOT NULL UNIQUE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  answer jsonb NOT NULL,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX form_answers_tenant_time ON form_answers (tenant_id, created_at DESC);

-- A live event (SPEC §2 /(aovivo|live)/:id): public page, products priced in BRL cents.
CREATE TABLE live_events (
  tenant_id text NOT NULL REFERENCES tenants (tenant_id),
  live_id text NOT NULL,
  title text NOT NULL,
  status text NOT NULL DEFAULT 'scheduled',
  description text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, live_id)
);

CREATE TABLE live_products (
  tenant_id text NOT NULL,
  live_id text NOT NULL,
  product_id text NOT NULL,
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  image text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, live_id, product_id),
  FOREIGN KEY (tenant_id, live_id) REFERENCES live_events (tenant_id, live_id) ON DELETE CASCADE
);
