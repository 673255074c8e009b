-- One row per sign-in. A token names its session and its place in the session's chain of refreshes
-- (generation): a refresh moves the generation on, so the token it replaced stops working, and no
-- refresh reaches past seven days from the sign-in.
CREATE TABLE admin_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  generation integer NOT NULL DEFAULT 0
);
CREATE INDEX admin_sessions_admin_idx ON admin_sessions (admin_id, started_at);
