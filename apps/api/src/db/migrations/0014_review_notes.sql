-- A reviewer's notes on the posts they send back to their writers. A note stands until the post goes
-- for review again or is published (settled_at); settled notes stay as the post's review history and
-- go with the post.
CREATE TABLE post_review_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  note text NOT NULL,
  author_id uuid REFERENCES admins (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX post_review_notes_post_idx ON post_review_notes (post_id, created_at DESC);
-- The posts list marks every post with a standing note: only those rows are read.
CREATE INDEX post_review_notes_open_idx ON post_review_notes (created_at DESC) WHERE settled_at IS NULL;
