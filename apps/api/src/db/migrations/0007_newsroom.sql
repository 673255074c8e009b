-- The newsroom: a post is a draft, in review, or published from a time on (a future time is a
-- schedule); the trash keeps it 30 days. Every post that existed was published when it was saved.
ALTER TABLE posts ADD COLUMN status text NOT NULL DEFAULT 'draft'
  CHECK (status IN ('draft', 'review', 'published'));
ALTER TABLE posts ADD COLUMN publish_at timestamptz;
-- When what must happen at the publish time (the caches moved on, later a channel notified) ran:
-- claimed by one UPDATE, so once across every API instance.
ALTER TABLE posts ADD COLUMN went_live_at timestamptz;
ALTER TABLE posts ADD COLUMN trashed_at timestamptz;
ALTER TABLE posts ADD COLUMN slug text NOT NULL DEFAULT '';
-- Sanitised rich text; NULL for a plain-text post (detail then holds the text as written).
ALTER TABLE posts ADD COLUMN body text;
ALTER TABLE posts ADD COLUMN author_id uuid REFERENCES admins (id) ON DELETE SET NULL;
ALTER TABLE posts ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN author_kind text NOT NULL DEFAULT 'admin' CHECK (author_kind IN ('admin', 'telegram'));
ALTER TABLE posts ADD COLUMN edited_at timestamptz;
UPDATE posts SET status = 'published', publish_at = created_at, went_live_at = created_at,
  author_kind = CASE WHEN source = 'telegram' THEN 'telegram' ELSE 'admin' END;

-- What readers see: published, its time come, not trashed; newest publish time first.
CREATE INDEX posts_public_idx ON posts (publish_at DESC, id DESC)
  WHERE status = 'published' AND trashed_at IS NULL;
CREATE INDEX posts_public_category_idx ON posts (category, publish_at DESC, id DESC)
  WHERE status = 'published' AND trashed_at IS NULL;
CREATE INDEX posts_status_idx ON posts (status, trashed_at);

-- Supers always may publish; a regular admin only with this right. Those who published directly
-- until now keep doing so.
ALTER TABLE admins ADD COLUMN can_publish boolean NOT NULL DEFAULT false;
UPDATE admins SET can_publish = true;

-- A Telegram admin's message goes live directly only when trusted; otherwise it arrives as a draft.
ALTER TABLE telegram_admins ADD COLUMN trusted boolean NOT NULL DEFAULT false;

-- Every accepted write: who, when, from where (anonymised), what.
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  admin_id uuid,
  admin_name text NOT NULL,
  address text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('post', 'admin', 'program', 'satellite', 'live', 'ad', 'telegram-admin', 'banner', 'settings')),
  action text NOT NULL,
  target_id text,
  target_label text,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_events_at_idx ON audit_events (at DESC);
CREATE INDEX audit_events_admin_idx ON audit_events (admin_id, at DESC);

-- The breaking-news banner: one row, shown until ends_at.
CREATE TABLE banner (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  text text NOT NULL,
  link text,
  ends_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
