-- Work that must happen once and survive a restart (emails, newsletter sendings, channel posts). Any
-- instance claims a due job with FOR UPDATE SKIP LOCKED; a job with a key is never queued twice.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  key text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  locked_until timestamptz,
  last_error text,
  done_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jobs_kind_key_idx ON jobs (kind, key) WHERE key IS NOT NULL;
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE done_at IS NULL AND failed_at IS NULL;

-- The Telegram channel's sweep looks for posts that went live lately.
CREATE INDEX posts_went_live_idx ON posts (went_live_at) WHERE went_live_at IS NOT NULL;

-- Messages readers send from the contact forms: stored before the form is answered.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  handled_at timestamptz,
  handled_by text
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);

-- The replies the station sent to a message, by email.
CREATE TABLE contact_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  admin_name text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_replies_message_idx ON contact_replies (message_id, sent_at);

-- Newsletter readers: confirmed by the link of their first email, gone by the link of any email.
CREATE TABLE subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  language text NOT NULL DEFAULT 'en',
  token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
CREATE UNIQUE INDEX subscribers_email_key ON subscribers (email);
CREATE UNIQUE INDEX subscribers_token_key ON subscribers (token);

-- A newsletter sending and, per reader, whether it reached them.
CREATE TABLE newsletters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL,
  message text NOT NULL,
  author_id uuid,
  author_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX newsletters_created_idx ON newsletters (created_at DESC);

CREATE TABLE newsletter_deliveries (
  newsletter_id uuid NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
  subscriber_id uuid NOT NULL,
  email text NOT NULL,
  token text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  error text,
  claimed_at timestamptz,
  PRIMARY KEY (newsletter_id, subscriber_id)
);
CREATE INDEX newsletter_deliveries_queued_idx ON newsletter_deliveries (newsletter_id) WHERE status = 'queued';

-- One-time password reset links; only a hash of the token is kept.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_admin_idx ON password_resets (admin_id, created_at DESC);

ALTER TABLE audit_events DROP CONSTRAINT audit_events_kind_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_kind_check
  CHECK (kind IN ('post', 'admin', 'program', 'satellite', 'live', 'ad', 'telegram-admin', 'banner', 'settings', 'inbox', 'newsletter'));
