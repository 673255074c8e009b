CREATE TABLE admins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('super', 'regular')),
  password_hash text NOT NULL,
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  detail text NOT NULL,
  category text NOT NULL CHECK (category IN ('local', 'world', 'jemals_view', 'business', 'sport')),
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  visit bigint NOT NULL DEFAULT 0,
  source text NOT NULL DEFAULT 'console' CHECK (source IN ('console', 'telegram', 'seed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posts_created_at_idx ON posts (created_at DESC, id DESC);
CREATE INDEX posts_category_created_at_idx ON posts (category, created_at DESC, id DESC);
CREATE INDEX posts_title_trgm_idx ON posts USING gin (title gin_trgm_ops);
CREATE INDEX posts_detail_trgm_idx ON posts USING gin (detail gin_trgm_ops);

CREATE TABLE post_daily_views (
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, day)
);
CREATE INDEX post_daily_views_day_idx ON post_daily_views (day);

CREATE TABLE site_daily (
  day date PRIMARY KEY,
  page_views bigint NOT NULL DEFAULT 0,
  visits bigint NOT NULL DEFAULT 0
);

CREATE TABLE visits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  ip text NOT NULL,
  path text NOT NULL,
  device text NOT NULL,
  browser text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('visit', 'page-view'))
);
CREATE INDEX visits_created_at_idx ON visits (created_at DESC);

CREATE TABLE programs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  url text NOT NULL DEFAULT '',
  detail text NOT NULL DEFAULT '',
  time text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE satellite_infos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  satellite text NOT NULL,
  frequency double precision NOT NULL CHECK (frequency > 0),
  symbol_rate text NOT NULL,
  polarity text NOT NULL CHECK (polarity IN ('horizontal', 'vertical')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE live (
  id uuid PRIMARY KEY,
  url text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO live (id, url) VALUES ('00000000-0000-4000-8000-000000000001', '');

CREATE TABLE ads (
  name text PRIMARY KEY CHECK (name IN ('ad1', 'ad2')),
  image jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE telegram_admins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  telegram_user_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  strikes integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz
);
