-- One number that every accepted public-facing write moves on. Each API instance listens for its
-- change (NOTIFY) and drops its cached public answers; the page server polls it and drops its pages.
-- One row only, so moving it is a single-row update that every writer serializes on.
CREATE TABLE content_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 0);
