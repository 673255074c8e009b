-- Search reads a folded copy of each post's title and text (see packages/domain/src/search/fold.ts):
-- the spellings readers use interchangeably are written one way, so a trigram index finds them all.
-- `folded_with` is the folding's version; the API refolds older rows in batches when it starts.
ALTER TABLE posts ADD COLUMN title_folded text NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN detail_folded text NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN folded_with smallint NOT NULL DEFAULT 0;
DROP INDEX IF EXISTS posts_title_trgm_idx;
DROP INDEX IF EXISTS posts_detail_trgm_idx;
CREATE INDEX posts_title_folded_trgm_idx ON posts USING gin (title_folded gin_trgm_ops);
CREATE INDEX posts_detail_folded_trgm_idx ON posts USING gin (detail_folded gin_trgm_ops);
