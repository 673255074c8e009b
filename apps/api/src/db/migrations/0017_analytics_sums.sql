-- Narrow sums (docs/analytics.md): the full rollups are keyed by every dimension together, so with real
-- traffic most combinations are distinct and a year of them holds nearly as many rows as raw events.
-- The console's questions name one dimension at a time (a total, a breakdown, a series filtered by one
-- value, each perhaps within a kind of page), so each rolled hour and day is also summed per single
-- dimension. `dimension` 0 is the total (key 0); 1 to 10 are target_kind, target, source, referrer,
-- utm_source, utm_campaign, device, browser, os, lang. Every row keeps its page kind, so "top articles"
-- and "categories" read these tables too.
--
-- Whole Addis Ababa months (`month` is the first day) are summed from the narrow daily sums once the
-- month's last day is rolled up: a year's breakdown reads twelve rows a value rather than 365. Each
-- table is keyed by dimension first, then its bucket; a second index finds one value of one dimension
-- over a span (an article's stats, a series filtered by a source).
DO $$
DECLARE
  grain record;
BEGIN
  FOR grain IN SELECT * FROM (VALUES
    ('analytics_hourly_sums', 'hour', 'timestamptz'),
    ('analytics_daily_sums', 'day', 'date'),
    ('analytics_monthly_sums', 'month', 'date')
  ) AS grains (name, bucket, bucket_type) LOOP
    EXECUTE format($sql$
      CREATE TABLE %1$I (
        %2$I %3$s NOT NULL,
        dimension smallint NOT NULL,
        key integer NOT NULL,
        target_kind smallint NOT NULL,
        bot boolean NOT NULL,
        views integer NOT NULL,
        visits integer NOT NULL,
        visitors integer NOT NULL,
        engaged integer NOT NULL,
        PRIMARY KEY (dimension, %2$I, target_kind, key, bot)
      )$sql$, grain.name, grain.bucket, grain.bucket_type);
    EXECUTE format('CREATE INDEX %I ON %I (dimension, key, %I)',
      grain.name || '_key_idx', grain.name, grain.bucket);
  END LOOP;
END;
$$;

-- A question the narrow sums cannot answer (two values at once) reads the full rollups; an article's
-- own breakdowns name it, so they find its rows without reading the whole span.
CREATE INDEX analytics_hourly_target_idx ON analytics_hourly (target, hour);
CREATE INDEX analytics_daily_target_idx ON analytics_daily (target, day);

-- Rewrites the narrow sums of `rollup` ('analytics_hourly' or 'analytics_daily') from `since` up to
-- `until` (bucket values as text), in one pass over the full rollup.
CREATE OR REPLACE FUNCTION analytics_sum_dimensions(rollup text, since text, until text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  bucket text := CASE rollup WHEN 'analytics_hourly' THEN 'hour' WHEN 'analytics_daily' THEN 'day' END;
  bucket_type text := CASE rollup WHEN 'analytics_hourly' THEN 'timestamptz' ELSE 'date' END;
BEGIN
  IF bucket IS NULL THEN
    RAISE EXCEPTION 'no such rollup: %', rollup;
  END IF;
  EXECUTE format('DELETE FROM %I WHERE %I >= $1::%s AND %I < $2::%s',
    rollup || '_sums', bucket, bucket_type, bucket, bucket_type) USING since, until;
  EXECUTE format($sql$
    INSERT INTO %1$I (%2$I, dimension, key, target_kind, bot, views, visits, visitors, engaged)
    SELECT r.%2$I, one.dimension, one.key, r.target_kind, r.bot,
      sum(r.views), sum(r.visits), sum(r.visitors), sum(r.engaged)
    FROM %3$I r, LATERAL (VALUES
      (0::smallint, 0), (1::smallint, r.target_kind::int), (2::smallint, r.target), (3::smallint, r.source::int),
      (4::smallint, r.referrer), (5::smallint, r.utm_source), (6::smallint, r.utm_campaign),
      (7::smallint, r.device::int), (8::smallint, r.browser), (9::smallint, r.os), (10::smallint, r.lang::int)
    ) AS one (dimension, key)
    WHERE r.%2$I >= $1::%4$s AND r.%2$I < $2::%4$s
    GROUP BY r.%2$I, one.dimension, one.key, r.target_kind, r.bot$sql$,
    rollup || '_sums', bucket, rollup, bucket_type) USING since, until;
END;
$$;

-- Rewrites the monthly sums of the months from `since` up to `until` (first days of months).
CREATE OR REPLACE FUNCTION analytics_sum_months(since date, until date) RETURNS void LANGUAGE sql AS $$
  DELETE FROM analytics_monthly_sums WHERE month >= since AND month < until;
  INSERT INTO analytics_monthly_sums (month, dimension, key, target_kind, bot, views, visits, visitors, engaged)
  SELECT date_trunc('month', day)::date, dimension, key, target_kind, bot,
    sum(views), sum(visits), sum(visitors), sum(engaged)
  FROM analytics_daily_sums WHERE day >= since AND day < until
  GROUP BY 1, dimension, key, target_kind, bot;
$$;

SELECT analytics_sum_dimensions('analytics_hourly', '-infinity', 'infinity');
SELECT analytics_sum_dimensions('analytics_daily', '-infinity', 'infinity');
-- The months already over: those before the Addis Ababa month the rollups have reached.
SELECT analytics_sum_months('-infinity',
  date_trunc('month', (rolled_until + interval '3 hours') AT TIME ZONE 'UTC')::date)
FROM analytics_rollup_state;
