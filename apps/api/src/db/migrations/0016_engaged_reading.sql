-- Engaged reading (docs/analytics.md): a reader who stayed with an article is one more event, marked
-- `engaged`, counted once per reader, article and day however many times the page says so.

-- An engaged event is not a page view: it names the article read, and adds to `engaged` alone. The
-- flag fits in the row's last alignment padding, so an event stays the same size on disk.
ALTER TABLE analytics_events ADD COLUMN engaged boolean NOT NULL DEFAULT false;

-- Which readers already read which article engaged today, so a second beacon (another tab, a page
-- shown again) adds nothing. Like analytics_visitor_days, past days' rows are deleted by the hourly job.
CREATE TABLE analytics_engaged_days (
  day date NOT NULL,
  visitor bigint NOT NULL,
  target integer NOT NULL,
  PRIMARY KEY (day, visitor, target)
);

ALTER TABLE analytics_hourly ADD COLUMN engaged integer NOT NULL DEFAULT 0;
ALTER TABLE analytics_daily ADD COLUMN engaged integer NOT NULL DEFAULT 0;
