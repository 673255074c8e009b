-- Narrow daily sums (docs/analytics.md): the full daily rollup is keyed by every dimension together, so
-- with real traffic most combinations are distinct and a year of it holds nearly as many rows as raw
-- events. The console's questions name one dimension at a time (a total, a breakdown, a series filtered
-- by one value, each perhaps within a kind of page), so each day is also summed per single dimension.
-- `dimension` 0 is the day's total (key 0); 1 to 10 are target_kind, target, source, referrer,
-- utm_source, utm_campaign, device, browser, os, lang. Every row keeps its page kind, so "top articles"
-- and "categories" read this table too.
CREATE TABLE analytics_daily_sums (
  day date NOT NULL,
  dimension smallint NOT NULL,
  key integer NOT NULL,
  target_kind smallint NOT NULL,
  bot boolean NOT NULL,
  views integer NOT NULL,
  visits integer NOT NULL,
  visitors integer NOT NULL,
  engaged integer NOT NULL,
  PRIMARY KEY (dimension, day, target_kind, key, bot)
);
-- One value of one dimension over a long span (an article's stats, a series filtered by a source).
CREATE INDEX analytics_daily_sums_key_idx ON analytics_daily_sums (dimension, key, day);

-- A filter the narrow sums cannot answer (two values at once) reads the full rollup; an article's own
-- breakdowns name it, so they find its rows without reading the whole span.
CREATE INDEX analytics_daily_target_idx ON analytics_daily (target, day);

-- Rewrites the narrow sums of the given days from the full daily rollup, in one pass over it.
CREATE OR REPLACE FUNCTION analytics_sum_days(days date[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM analytics_daily_sums WHERE day = ANY (days);
  INSERT INTO analytics_daily_sums (day, dimension, key, target_kind, bot, views, visits, visitors, engaged)
  SELECT d.day, one.dimension, one.key, d.target_kind, d.bot,
    sum(d.views), sum(d.visits), sum(d.visitors), sum(d.engaged)
  FROM analytics_daily d, LATERAL (VALUES
    (0::smallint, 0), (1::smallint, d.target_kind::int), (2::smallint, d.target), (3::smallint, d.source::int),
    (4::smallint, d.referrer), (5::smallint, d.utm_source), (6::smallint, d.utm_campaign),
    (7::smallint, d.device::int), (8::smallint, d.browser), (9::smallint, d.os), (10::smallint, d.lang::int)
  ) AS one (dimension, key)
  WHERE d.day = ANY (days)
  GROUP BY d.day, one.dimension, one.key, d.target_kind, d.bot;
$$;

SELECT analytics_sum_days(ARRAY(SELECT DISTINCT day FROM analytics_daily));
