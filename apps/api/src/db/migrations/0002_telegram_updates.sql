-- Every webhook delivery Telegram makes is remembered by its update_id, so a retried delivery never
-- becomes a second post, and what became of each one can be looked up afterwards.
CREATE TABLE telegram_updates (
  update_id bigint PRIMARY KEY,
  outcome text NOT NULL CHECK (outcome IN ('posted', 'ignored', 'refused')),
  post_id uuid REFERENCES posts (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
