-- Records a batch of page views (see views.service.ts) as one statement. It lives in a function so each
-- connection plans it once: planning the six-part statement for every batch cost about as much as
-- running it, and the visit counter is the busiest write of the site.
CREATE FUNCTION record_views(hits jsonb) RETURNS TABLE (article_id uuid)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH hit AS (
    SELECT * FROM jsonb_to_recordset(hits)
      AS h(day date, article uuid, kind text, ip text, path text, device text, browser text)
  ),
  wanted AS (
    SELECT h.article, count(*)::int AS n FROM hit h WHERE h.article IS NOT NULL GROUP BY h.article
  ),
  counted AS (
    UPDATE posts SET visit = posts.visit + wanted.n FROM wanted
    WHERE posts.id = wanted.article RETURNING posts.id
  ),
  allowed AS (
    SELECT h.* FROM hit h WHERE h.article IS NULL OR h.article IN (SELECT c.id FROM counted c)
  ),
  daily AS (
    INSERT INTO post_daily_views AS d (post_id, day, views)
    SELECT a.article, a.day, count(*)::int FROM allowed a WHERE a.article IS NOT NULL
    GROUP BY a.article, a.day
    ON CONFLICT (post_id, day) DO UPDATE SET views = d.views + EXCLUDED.views
    RETURNING d.post_id
  ),
  site AS (
    INSERT INTO site_daily AS s (day, page_views, visits)
    SELECT a.day, count(*) FILTER (WHERE a.kind <> 'visit'), count(*) FILTER (WHERE a.kind = 'visit')
    FROM allowed a GROUP BY a.day
    ON CONFLICT (day) DO UPDATE SET
      page_views = s.page_views + EXCLUDED.page_views,
      visits = s.visits + EXCLUDED.visits
    RETURNING s.day
  ),
  recorded AS (
    INSERT INTO visits (ip, path, kind, device, browser)
    SELECT a.ip, a.path, a.kind, a.device, a.browser FROM allowed a
    RETURNING visits.id
  )
  SELECT c.id FROM counted c;
END;
$$;
