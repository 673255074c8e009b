/**
 * Records a batch of hits (see views.repository.ts) as one statement. It is a function so each
 * connection plans it once: planning the six-part statement for every batch cost about as much as
 * running it, and the visit counter is the busiest write of the site. It is kept here, beside the code
 * that calls it, and (re)created by the migrator whenever this text changes (db/migrate.ts, routines).
 *
 * A hit of an article that does not exist, or that readers may not see (a draft, a post scheduled for
 * later, one in the trash), is dropped whole: it counts nowhere and is not listed among
 * the visitors. Only `counts_article` hits (the reader's first opening of the article that day) add
 * to the post's views; every hit counts for the site as a visit or a page view.
 *
 * A `counted` hit is also one audience event (modules/analytics, docs/analytics.md): the day's salt
 * is made here if no instance made it yet, the strings the event names are stored once in
 * analytics_names, and the visitor is the hash of the salt and `client` (the anonymised address and
 * the user agent), which is never stored itself. Each statement of the function sees the previous
 * one's rows, and all of them commit with the counters or not at all.
 *
 * An `engaged` hit (the reader stayed with the article) moves no counter and lists no visitor: it is
 * one engaged event, the first time that reader, article and day are taken in analytics_engaged_days,
 * and nothing after that. A bot's is dropped.
 */
export const RECORD_VIEWS_FUNCTION = `
CREATE OR REPLACE FUNCTION record_views(hits jsonb) RETURNS TABLE (article_id uuid)
LANGUAGE plpgsql AS $$
BEGIN
  -- The hourly job makes each month's partition ahead of time; a view stamped in a month it has not
  -- reached yet (a job that has not run, a clock set on) gets its month's partition here, rather than
  -- failing and taking the spec's counters down with it. Looking a name up costs next to nothing.
  PERFORM analytics_ensure_partitions(m.month, 0)
  FROM (
    SELECT DISTINCT date_trunc('month', h.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month
    FROM jsonb_to_recordset(hits) AS h(at timestamptz, counted boolean)
    WHERE h.counted
  ) AS m
  WHERE to_regclass('analytics_events_p' || to_char(m.month AT TIME ZONE 'UTC', 'YYYYMM')) IS NULL;

  INSERT INTO analytics_salts (day, salt)
  SELECT DISTINCT h.salt_day, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())
  FROM jsonb_to_recordset(hits) AS h(salt_day date, counted boolean)
  WHERE h.counted AND NOT EXISTS (SELECT 1 FROM analytics_salts s WHERE s.day = h.salt_day)
  ON CONFLICT (day) DO NOTHING;

  INSERT INTO analytics_names (kind, value)
  SELECT DISTINCT n.kind, n.value
  FROM jsonb_to_recordset(hits) AS h(
    article uuid, counted boolean, target_kind smallint, target_ref text, referrer text, utm_source text,
    utm_campaign text, browser_name text, os_name text
  )
  CROSS JOIN LATERAL (VALUES
    ((10 + h.target_kind)::smallint, h.target_ref), (1::smallint, h.referrer), (2::smallint, h.utm_source),
    (3::smallint, h.utm_campaign), (4::smallint, h.browser_name), (5::smallint, h.os_name)
  ) AS n(kind, value)
  WHERE h.counted AND n.value <> ''
    AND NOT EXISTS (SELECT 1 FROM analytics_names x WHERE x.kind = n.kind AND x.value = n.value)
    -- An article is named only once it exists and readers may see it, as the counters below require.
    AND (n.kind <> 11 OR EXISTS (
      SELECT 1 FROM posts p WHERE p.id = h.article
        AND p.status = 'published' AND p.publish_at <= now() AND p.trashed_at IS NULL
    ))
  ON CONFLICT (kind, value) DO NOTHING;

  RETURN QUERY
  WITH hit AS (
    SELECT * FROM jsonb_to_recordset(hits) AS h(
      day date, article uuid, counts_article boolean, kind text, ip text, path text, device text, browser text,
      counted boolean, at timestamptz, salt_day date, client text, target_kind smallint, target_ref text, source smallint,
      referrer text, utm_source text, utm_campaign text, device_class smallint, browser_name text,
      os_name text, lang smallint, bot boolean, engaged boolean
    )
  ),
  existing AS (
    SELECT p.id FROM posts p
    WHERE p.id IN (SELECT h.article FROM hit h WHERE h.article IS NOT NULL)
      AND p.status = 'published' AND p.publish_at <= now() AND p.trashed_at IS NULL
  ),
  allowed AS (
    SELECT h.* FROM hit h WHERE h.article IS NULL OR h.article IN (SELECT e.id FROM existing e)
  ),
  wanted AS (
    SELECT a.article, count(*)::int AS n FROM allowed a
    WHERE a.article IS NOT NULL AND a.counts_article GROUP BY a.article
  ),
  counted AS (
    UPDATE posts SET visit = posts.visit + wanted.n FROM wanted
    WHERE posts.id = wanted.article RETURNING posts.id
  ),
  daily AS (
    INSERT INTO post_daily_views AS d (post_id, day, views)
    SELECT a.article, a.day, count(*)::int FROM allowed a
    WHERE a.article IN (SELECT c.id FROM counted c) AND a.counts_article
    GROUP BY a.article, a.day
    ON CONFLICT (post_id, day) DO UPDATE SET views = d.views + EXCLUDED.views
    RETURNING d.post_id
  ),
  site AS (
    INSERT INTO site_daily AS s (day, page_views, visits)
    SELECT a.day, count(*) FILTER (WHERE a.kind <> 'visit'), count(*) FILTER (WHERE a.kind = 'visit')
    FROM allowed a WHERE NOT a.engaged GROUP BY a.day
    ON CONFLICT (day) DO UPDATE SET
      page_views = s.page_views + EXCLUDED.page_views,
      visits = s.visits + EXCLUDED.visits
    RETURNING s.day
  ),
  recorded AS (
    INSERT INTO visits (ip, path, kind, device, browser)
    SELECT a.ip, a.path, a.kind, a.device, a.browser FROM allowed a WHERE NOT a.engaged
    RETURNING visits.id
  ),
  hashed AS (
    SELECT a.*,
      CASE WHEN a.bot THEN 0::bigint
        ELSE ('x' || encode(substring(sha256(s.salt || convert_to(a.client, 'UTF8')) FROM 1 FOR 8), 'hex'))::bit(64)::bigint
      END AS visitor
    FROM allowed a JOIN analytics_salts s ON s.day = a.salt_day
    WHERE a.counted
  ),
  -- A visitor's first page of the day is marked new once (fresh holds each visitor-day once, across
  -- instances); within a batch the entry page is the one marked, so its source is the visitor's.
  -- Engaged hits are ranked apart, per article, so a batch holding two for one article keeps one.
  ranked AS (
    SELECT hd.*, row_number() OVER (
        PARTITION BY hd.salt_day, hd.visitor, hd.engaged, CASE WHEN hd.engaged THEN hd.target_ref END
        ORDER BY hd.kind = 'visit' DESC
      ) = 1 AS first_in_batch
    FROM hashed hd
  ),
  fresh AS (
    INSERT INTO analytics_visitor_days (day, visitor)
    SELECT DISTINCT r.salt_day, r.visitor FROM ranked r WHERE NOT r.bot AND NOT r.engaged
    ON CONFLICT (day, visitor) DO NOTHING
    RETURNING analytics_visitor_days.day, analytics_visitor_days.visitor
  ),
  engaged_fresh AS (
    INSERT INTO analytics_engaged_days (day, visitor, target)
    SELECT DISTINCT r.salt_day, r.visitor, t.id FROM ranked r
    JOIN analytics_names t ON t.kind = 10 + r.target_kind AND t.value = r.target_ref
    WHERE r.engaged AND NOT r.bot
    ON CONFLICT (day, visitor, target) DO NOTHING
    RETURNING analytics_engaged_days.day, analytics_engaged_days.visitor, analytics_engaged_days.target
  ),
  events AS (
    INSERT INTO analytics_events (at, visitor, target, referrer, utm_source, utm_campaign, browser, os,
      target_kind, source, device, lang, country, entry, new_visitor, bot, engaged)
    SELECT r.at, r.visitor, coalesce(t.id, 0), coalesce(rf.id, 0), coalesce(us.id, 0), coalesce(uc.id, 0),
      coalesce(br.id, 0), coalesce(os.id, 0), r.target_kind, r.source, r.device_class, r.lang, 0,
      r.kind = 'visit' AND NOT r.engaged, r.first_in_batch AND f.visitor IS NOT NULL, r.bot, r.engaged
    FROM ranked r
    LEFT JOIN fresh f ON NOT r.engaged AND f.day = r.salt_day AND f.visitor = r.visitor
    LEFT JOIN analytics_names t ON t.kind = 10 + r.target_kind AND t.value = r.target_ref
    LEFT JOIN analytics_names rf ON rf.kind = 1 AND rf.value = r.referrer
    LEFT JOIN analytics_names us ON us.kind = 2 AND us.value = r.utm_source
    LEFT JOIN analytics_names uc ON uc.kind = 3 AND uc.value = r.utm_campaign
    LEFT JOIN analytics_names br ON br.kind = 4 AND br.value = r.browser_name
    LEFT JOIN analytics_names os ON os.kind = 5 AND os.value = r.os_name
    LEFT JOIN engaged_fresh ef ON r.engaged AND ef.day = r.salt_day AND ef.visitor = r.visitor
      AND ef.target = t.id
    WHERE NOT r.engaged OR (r.first_in_batch AND ef.visitor IS NOT NULL)
    RETURNING 1
  )
  SELECT e.id FROM existing e;
END;
$$;
`;
