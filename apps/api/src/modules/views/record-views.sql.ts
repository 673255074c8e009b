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
 */
export const RECORD_VIEWS_FUNCTION = `
CREATE OR REPLACE FUNCTION record_views(hits jsonb) RETURNS TABLE (article_id uuid)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH hit AS (
    SELECT * FROM jsonb_to_recordset(hits) AS h(
      day date, article uuid, counts_article boolean, kind text, ip text, path text, device text, browser text
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
  SELECT e.id FROM existing e;
END;
$$;
`;
