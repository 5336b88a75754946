-- The outbox keeps a message's sender, reply-to and copies as well (the bill e-mail of SPEC §7 sendNoBearerEmail
-- carries the invoice config's sender name, reply-to and copyTo), so /dev/outbox shows what an SMTP server would
-- get. Rows written before this migration have an empty sender and no reply-to or copies.
ALTER TABLE outbox ADD COLUMN from_address text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN reply_to text;
ALTER TABLE outbox ADD COLUMN cc text[] NOT NULL DEFAULT '{}';
