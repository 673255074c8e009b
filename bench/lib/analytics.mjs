// @ts-check
// The audience analytics' figures (docs/analytics.md): counting throughput and p99 through the
// built API on PostgreSQL, bytes per raw event on disk, and the analytics reads' p95 over generated
// raw events and rollups. Generation is bounded by `rows` and `rollupDays`: the 50 million
// rows are for a dedicated machine, a shared one runs a few million.
import { loadavg } from 'node:os';
import { login } from '@station/api/drills';
import pg from 'pg';
import { ANALYTICS_BUDGETS } from './budgets.mjs';
import { measure } from './load.mjs';

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const HOUR_MS = 3_600_000;
/** Rows written by one generating statement, so no statement holds the server for long. */
const CHUNK = 250_000;

/**
 * What the generators need of a database client: node-postgres's and PGlite's `query` alike.
 * @typedef {{ query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }> }} Queryable
 */

const load = () => loadavg().map((value) => Number(value.toFixed(2)));

/**
 * PATCH view/increase as the public site sends it, from many readers arriving from many places.
 * @param {string[]} postIds
 */
export const countingPaths = (postIds) => {
  const referrers = [
    '',
    'https://www.google.com/',
    'https://t.me/stationtv',
    'https://m.facebook.com/',
    'https://news.example.org/x',
  ];
  const paths = [];
  for (let n = 0; n < 200; n++) {
    const id = postIds[n % postIds.length] ?? '';
    const query = new URLSearchParams({
      webStatus: n % 3 === 0 ? 'visit' : 'page-view',
      path: `/article/${id}`,
    });
    query.set('articleId', id);
    query.set('articleStatus', n % 2 === 0 ? 'visit' : 'page-view');
    const referrer = referrers[n % 5];
    if (referrer) query.set('referrer', referrer);
    if (n % 7 === 0) query.set('utmSource', 'newsletter');
    query.set('lang', n % 2 ? 'am' : 'en');
    paths.push(`/api/view/increase?${query}`);
  }
  return paths;
};

/**
 * How each measurement through the API runs.
 * @typedef {{ connections: number; duration: number; runs: number }} Settings
 */

/**
 * Counting through the built API: events a second, latency, and the machine's load around it.
 * @param {{ apiUrl: string; databaseUrl: string; settings: Settings }} options
 */
export const measureCounting = async ({ apiUrl, databaseUrl, settings }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const posts = (await client.query(`SELECT id FROM posts WHERE status = 'published' LIMIT 20`)).rows.map(
      (r) => r.id,
    );
    const before = Number((await client.query('SELECT count(*) FROM analytics_events')).rows[0].count);
    const loadBefore = load();
    const result = await measure({
      url: apiUrl,
      paths: countingPaths(posts),
      method: 'PATCH',
      body: '{}',
      headers: { 'user-agent': PHONE },
      ...settings,
    });
    const events =
      Number((await client.query('SELECT count(*) FROM analytics_events')).rows[0].count) - before;
    return {
      eventsPerSecond: Math.round(result.rps),
      p50Ms: result.p50,
      p99Ms: result.p99,
      failed: result.non2xx,
      sent: result.sent,
      events,
      load: { before: loadBefore, after: load() },
    };
  } finally {
    await client.end();
  }
};

/**
 * Raw events spread over the last `days` days, with names for pages, referrers, utm, browsers and systems.
 * @param {Queryable} client
 * @param {{ rows: number; days: number }} amounts
 */
export async function generateRaw(client, { rows, days }) {
  await client.query(`SELECT analytics_ensure_partitions(now() - make_interval(days => $1), $2)`, [
    days,
    Math.ceil(days / 28) + 2,
  ]);
  await client.query(`
    INSERT INTO analytics_names (kind, value)
    SELECT 11, gen_random_uuid()::text FROM generate_series(1, 3000)
    UNION ALL SELECT 1, 'site-' || n || '.example' FROM generate_series(1, 300) n
    UNION ALL SELECT 2, 'utm-' || n FROM generate_series(1, 20) n
    UNION ALL SELECT 3, 'campaign-' || n FROM generate_series(1, 50) n
    UNION ALL SELECT 4, 'Browser ' || n FROM generate_series(1, 12) n
    UNION ALL SELECT 5, 'System ' || n FROM generate_series(1, 8) n
    ON CONFLICT DO NOTHING`);
  /**
   * @param {number} kind
   * @returns {Promise<{ lo: number; hi: number }>}
   */
  const ids = async (kind) =>
    (await client.query('SELECT min(id) AS lo, max(id) AS hi FROM analytics_names WHERE kind = $1', [kind]))
      .rows[0];
  // One query at a time: a client runs its queries in turn anyway.
  const target = await ids(11);
  const referrer = await ids(1);
  const utmS = await ids(2);
  const utmC = await ids(3);
  const browser = await ids(4);
  const os = await ids(5);
  /**
   * @param {{ lo: number; hi: number }} range
   * @param {number} skew
   */
  const pick = (range, skew = 1) =>
    `(${range.lo} + floor((${range.hi} - ${range.lo}) * power(random(), ${skew})))::int`;
  const started = Date.now();
  for (let done = 0; done < rows; done += CHUNK) {
    const count = Math.min(CHUNK, rows - done);
    // Each chunk covers the whole span in time order, as a day of real traffic would.
    await client.query(
      `
      INSERT INTO analytics_events (at, visitor, target, referrer, utm_source, utm_campaign, browser, os,
        target_kind, source, device, lang, country, entry, new_visitor, bot)
      SELECT now() - make_interval(secs => $1::float8 * 86400 * (n::float8 / $2)),
        (random() * 9e18)::bigint,
        CASE WHEN random() < 0.7 THEN ${pick(target, 3)} ELSE 0 END,
        CASE WHEN random() < 0.3 THEN ${pick(referrer, 2)} ELSE 0 END,
        CASE WHEN random() < 0.1 THEN ${pick(utmS)} ELSE 0 END,
        CASE WHEN random() < 0.05 THEN ${pick(utmC)} ELSE 0 END,
        ${pick(browser, 2)}, ${pick(os, 2)},
        (random() * 4)::smallint, (random() * 7)::smallint, (1 + random() * 2)::smallint,
        (random() * 2)::smallint, 0, random() < 0.3, random() < 0.2, random() < 0.05
      FROM generate_series(${done + 1}, ${done + count}) AS n`,
      [days, rows],
    );
  }
  await client.query('ANALYZE analytics_events');
  return { rows, days, seconds: (Date.now() - started) / 1000 };
}

/**
 * The generated article most events name (the generator favours the lowest ids), for its own stats.
 * @param {Queryable} client
 * @returns {Promise<string>}
 */
export const mostReadArticle = async (client) =>
  (await client.query('SELECT value FROM analytics_names WHERE kind = 11 ORDER BY id LIMIT 1')).rows[0].value;

/**
 * Bytes on disk per raw event: every partition, its TOAST and its indexes, divided by the rows.
 * @param {Queryable} client
 */
export async function bytesPerEvent(client) {
  const { rows } = await client.query(`
    SELECT sum(pg_total_relation_size(relid))::bigint AS bytes,
      (SELECT count(*) FROM analytics_events)::bigint AS events
    FROM pg_partition_tree('analytics_events') WHERE isleaf`);
  const bytes = Number(rows[0].bytes);
  const events = Number(rows[0].events);
  return { bytes, events, bytesPerEvent: events > 0 ? Math.round((bytes / events) * 10) / 10 : null };
}

/**
 * Years of rollups up to today (the raw events' roll-up rewrites their days): `combos` dimension rows
 * a day and a tenth of them an hour.
 * @param {Queryable} client
 * @param {{ rollupDays: number; combos: number }} amounts
 */
export async function generateRollups(client, { rollupDays, combos }) {
  const started = Date.now();
  const dims = `(random() * 4)::smallint, (random() * 3000)::int, (random() * 7)::smallint, (random() * 300)::int,
    (random() * 20)::int, (random() * 50)::int, (1 + random() * 2)::smallint, (random() * 12)::int,
    (random() * 8)::int, (random() * 2)::smallint, 0::smallint, random() < 0.05`;
  await client.query(
    `
    INSERT INTO analytics_daily (day, target_kind, target, source, referrer, utm_source, utm_campaign, device,
      browser, os, lang, country, bot, views, visits, visitors)
    SELECT (now() AT TIME ZONE 'UTC')::date - d, ${dims}, (1 + random() * 500)::int,
      (random() * 100)::int, (random() * 80)::int
    FROM generate_series(1, $1::int) d, generate_series(1, $2::int) c
    ON CONFLICT DO NOTHING`,
    [rollupDays, combos],
  );
  for (let day = 1; day <= rollupDays; day += 90)
    await client.query(
      `
      INSERT INTO analytics_hourly (hour, target_kind, target, source, referrer, utm_source, utm_campaign, device,
        browser, os, lang, country, bot, views, visits, visitors)
      SELECT date_trunc('hour', now()) - make_interval(days => $1::int, hours => h), ${dims},
        (1 + random() * 50)::int, (random() * 10)::int, (random() * 8)::int
      FROM generate_series(0, least(90, $2::int - $1::int + 1) * 24 - 1) h, generate_series(1, $3::int) c
      ON CONFLICT DO NOTHING`,
      [day, rollupDays, Math.max(1, Math.round(combos / 10))],
    );
  // The narrow per-dimension sums are made from the rollups, as the hourly job makes them; the raw
  // days' roll-up rewrites the last three months.
  for (const rollup of ['analytics_hourly', 'analytics_daily']) {
    await client.query(`SELECT analytics_sum_dimensions('${rollup}', '-infinity', 'infinity')`);
    await client.query(`ANALYZE ${rollup}`);
    await client.query(`ANALYZE ${rollup}_sums`);
  }
  await client.query(`SELECT analytics_sum_months('-infinity', date_trunc('month', now())::date)`);
  await client.query('ANALYZE analytics_monthly_sums');
  /** @param {string} table */
  const count = async (table) => Number((await client.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
  return {
    days: rollupDays,
    daily: await count('analytics_daily'),
    hourly: await count('analytics_hourly'),
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Rolls the generated raw events up through the API's own hourly job, and waits for it.
 * @param {pg.Client} client
 * @param {number} days
 */
async function rollUpThroughJob(client, days) {
  const started = Date.now();
  await client.query(
    `UPDATE analytics_rollup_state SET rolled_until = date_trunc('hour', now() - make_interval(days => $1))`,
    [days + 1],
  );
  const { rows } = await client.query(
    `INSERT INTO jobs (kind, key) VALUES ('analytics.maintain', 'bench-' || now()) RETURNING id`,
  );
  for (;;) {
    const job = (
      await client.query('SELECT done_at, failed_at, last_error FROM jobs WHERE id = $1', [rows[0].id])
    ).rows[0];
    if (job.failed_at || job.last_error) throw new Error(`the rollup job failed: ${job.last_error}`);
    if (job.done_at) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { seconds: (Date.now() - started) / 1000 };
}

/**
 * @param {number[]} values
 * @param {number} p
 * @returns {number}
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/**
 * Each analytics read, asked `repeat` times in turn through the API with a super's token.
 * @param {string} apiUrl
 * @param {number} repeat
 * @param {string} article the most read generated article's name, for its own stats
 */
export async function measureReads(apiUrl, repeat, article) {
  const token = await login(apiUrl);
  const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS;
  /** @param {number} days */
  const since = (days) => ({
    from: new Date(hour - days * 24 * HOUR_MS).toISOString(),
    to: new Date(hour).toISOString(),
  });
  /** @type {[string, string, Record<string, string>][]} */
  const reads = [
    ['totals, today', 'totals', { ...since(1) }],
    ['totals, 7 days', 'totals', { ...since(7) }],
    ['totals, 30 days, source=telegram', 'totals', { ...since(30), source: 'telegram' }],
    ['totals, 12 months', 'totals', { ...since(365) }],
    ['totals, 3 years, device=mobile', 'totals', { ...since(1095), device: 'mobile' }],
    ['series by hour, 7 days', 'series', { ...since(7), granularity: 'hour' }],
    ['series by day, 30 days', 'series', { ...since(30), granularity: 'day' }],
    ['series by week, 12 months', 'series', { ...since(365), granularity: 'week' }],
    ['series by month, 3 years', 'series', { ...since(1095), granularity: 'month' }],
    ['top articles, 30 days', 'breakdown', { ...since(30), dimension: 'target', targetKind: 'article' }],
    ['sources, 30 days, lang=am', 'breakdown', { ...since(30), dimension: 'source', lang: 'am' }],
    ['referrers, 12 months', 'breakdown', { ...since(365), dimension: 'referrer' }],
    ['browsers, 7 days, device=mobile', 'breakdown', { ...since(7), dimension: 'browser', device: 'mobile' }],
    [
      'an article by day, 12 months',
      'series',
      { ...since(365), granularity: 'day', targetKind: 'article', target: article },
    ],
    [
      'an article’s sources, 12 months',
      'breakdown',
      { ...since(365), dimension: 'source', targetKind: 'article', target: article },
    ],
    [
      'browsers, 12 months, source=search, device=mobile',
      'breakdown',
      { ...since(365), dimension: 'browser', source: 'search', device: 'mobile' },
    ],
    [
      'top articles, 3 years, lang=am',
      'breakdown',
      { ...since(1095), dimension: 'target', targetKind: 'article', lang: 'am' },
    ],
  ];
  /** @type {{ name: string; p50Ms: number; p95Ms: number; failed?: string }[]} */
  const results = [];
  for (const [name, route, query] of reads) {
    const times = [];
    let failed;
    for (let n = 0; n < repeat && !failed; n++) {
      const started = performance.now();
      const response = await fetch(`${apiUrl}/api/analytics/${route}?${new URLSearchParams(query)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.text();
      // A read that fails is a figure too: recorded with what the API said, and the others still asked.
      if (!response.ok) failed = `${response.status} ${body.slice(0, 200)}`;
      times.push(performance.now() - started);
    }
    results.push({
      name,
      p50Ms: Math.round(percentile(times, 50)),
      p95Ms: Math.round(percentile(times, 95)),
      ...(failed ? { failed } : {}),
    });
  }
  return results;
}

/**
 * @param {object} options
 * @param {string} options.apiUrl
 * @param {string} options.databaseUrl
 * @param {number} options.rows raw events to generate
 * @param {number} options.rawDays the days they are spread over
 * @param {number} options.rollupDays
 * @param {number} options.combos rollup rows a day
 * @param {number} options.repeat how many times each read is asked
 * @param {Settings} options.settings
 */
export const measureAnalytics = async ({
  apiUrl,
  databaseUrl,
  rows,
  rawDays,
  rollupDays,
  combos,
  repeat,
  settings,
}) => {
  const counting = await measureCounting({ apiUrl, databaseUrl, settings });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rollups = await generateRollups(client, { rollupDays, combos });
    const generated = await generateRaw(client, { rows, days: rawDays });
    const storage = await bytesPerEvent(client);
    const rolled = await rollUpThroughJob(client, rawDays);
    const loadBefore = load();
    const article = await mostReadArticle(client);
    const reads = await measureReads(apiUrl, repeat, article);
    return {
      counting,
      generated,
      rollups,
      rolled,
      storage,
      reads,
      readLoad: { before: loadBefore, after: load() },
    };
  } finally {
    await client.end();
  }
};

/** @param {Awaited<ReturnType<typeof measureAnalytics>>} figures */
export const analyticsTables = ({ counting, storage, reads, generated, rollups }) =>
  [
    '| Counting (PATCH view/increase) | events/s | p50 ms | p99 ms | failed | load (1/5/15 min) |',
    '|---|---|---|---|---|---|',
    `| one API instance, PostgreSQL | ${counting.eventsPerSecond} | ${counting.p50Ms} | ${counting.p99Ms} | ${counting.failed} | ${counting.load.before.join(' / ')} |`,
    '',
    `Storage: ${storage.bytesPerEvent} bytes per raw event (${storage.events} events, ${storage.bytes} bytes with indexes).`,
    `Generated: ${generated.rows} raw events over ${generated.days} days; ${rollups.daily} daily and ${rollups.hourly} hourly rollup rows over ${rollups.days} days.`,
    '',
    readsTable(reads),
  ].join('\n');

/** @param {{ name: string; p50Ms: number; p95Ms: number; failed?: string }[]} reads */
export const readsTable = (reads) =>
  [
    '| Read | p50 ms | p95 ms |',
    '|---|---|---|',
    ...reads.map((read) =>
      read.failed
        ? `| ${read.name} | failed: ${read.failed} | |`
        : `| ${read.name} | ${read.p50Ms} | ${read.p95Ms} |`,
    ),
  ].join('\n');

/**
 * @param {Awaited<ReturnType<typeof measureAnalytics>> | undefined} figures on PostgreSQL, if measured
 * @param {{ reads: { name: string; p95Ms: number; failed?: string }[] } | undefined} embedded
 * @returns {string[]} one line per figure past its budget
 */
export const analyticsMisses = (figures, embedded) => {
  const b = ANALYTICS_BUDGETS;
  const misses = [];
  for (const read of embedded?.reads ?? [])
    if (read.failed) misses.push(`embedded ${read.name}: failed (${read.failed})`);
    else if (read.p95Ms > b.embeddedReadP95Ms)
      misses.push(`embedded ${read.name}: p95 ${read.p95Ms} ms > ${b.embeddedReadP95Ms} ms`);
  if (!figures) return misses;
  const { counting, storage, reads } = figures;
  if (counting.eventsPerSecond < b.countingPerSecond)
    misses.push(`counting at ${counting.eventsPerSecond} events/s < ${b.countingPerSecond}`);
  if (counting.p99Ms > b.countingP99Ms)
    misses.push(`counting p99 ${counting.p99Ms} ms > ${b.countingP99Ms} ms`);
  if (storage.bytesPerEvent === null || storage.bytesPerEvent > b.bytesPerEvent)
    misses.push(`${storage.bytesPerEvent} bytes per raw event > ${b.bytesPerEvent}`);
  for (const read of reads)
    if (read.failed) misses.push(`${read.name}: failed (${read.failed})`);
    else if (read.p95Ms > b.readP95Ms) misses.push(`${read.name}: p95 ${read.p95Ms} ms > ${b.readP95Ms} ms`);
  return misses;
};
