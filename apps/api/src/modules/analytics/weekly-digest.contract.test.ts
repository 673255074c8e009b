import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { buildTestApp, SUPER, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { createAudienceMaintenance } from './audience.maintenance';
import { createViewsService } from './views.service';
import { createWeeklyDigest, digestWeekOf } from './weekly-digest';

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const at = (iso: string) => new Date(iso);

describe('the week a digest covers', () => {
  it('is the last whole Monday-to-Monday week of Addis Ababa, due from Monday 07:00 there', () => {
    // Monday 21 September 2026, 06:59 in Addis Ababa (03:59 UTC).
    expect(digestWeekOf(at('2026-09-21T03:59:00Z'))).toEqual({
      from: at('2026-09-13T21:00:00Z'),
      to: at('2026-09-20T21:00:00Z'),
      due: false,
    });
    expect(digestWeekOf(at('2026-09-21T04:00:00Z')).due).toBe(true);
    // Sunday 23:30 in Addis Ababa: the week still running is not whole, the one before it is.
    expect(digestWeekOf(at('2026-09-20T20:30:00Z'))).toEqual({
      from: at('2026-09-06T21:00:00Z'),
      to: at('2026-09-13T21:00:00Z'),
      due: true,
    });
  });
});

describe('the weekly digest', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let amharicSuper: string;
  let regular: string;
  const week = { from: at('2026-09-13T21:00:00Z'), to: at('2026-09-20T21:00:00Z') };
  const digestsTo = (mails: ReceivedMail[], email: string) =>
    mails.filter((mail) => mail.to.includes(email) && /Station/.test(mail.subject));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_CONSOLE_URL: 'https://admin.station.test' });
    const am = await t.addAdmin('super', 'Amharic super');
    amharicSuper = am.email;
    await t.database.db.execute(sql`UPDATE admins SET language = 'am' WHERE id = ${am.id}`);
    regular = (await t.addAdmin('regular')).email;
    const form = multipartBody({ title: 'Rains reach Gambella', detail: 'Read me', category: 'local' }, []);
    const articleId = (
      await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form })
    ).json().data._id as string;
    await t.database.db.execute(sql`UPDATE analytics_rollup_state SET rolled_until = '2026-09-01T00:00:00Z'`);
    await createAudienceMaintenance(t.app.db).ensurePartitions(at('2026-09-01T00:00:00Z'));
    const counter = createViewsService(t.app.db, { siteHost: 'station.test' });
    const reader = (ip: string, userAgent = PHONE) => ({ ip, userAgent, optsOut: false });
    const article = {
      webStatus: 'visit' as const,
      path: `/article/${articleId}`,
      articleId,
      articleStatus: 'visit' as const,
    };
    // The week before: one reader. The digest's week: two readers of the article, one of them twice, and a crawler.
    await counter.increase(
      { webStatus: 'visit', path: '/' },
      reader('196.188.1.10'),
      at('2026-09-08T06:00:00Z'),
    );
    await counter.increase(article, reader('196.188.2.10'), at('2026-09-15T06:00:00Z'));
    await counter.increase(article, reader('196.188.3.10'), at('2026-09-16T06:00:00Z'));
    await counter.increase(
      { ...article, webStatus: 'page-view' },
      reader('196.188.3.10'),
      at('2026-09-16T06:05:00Z'),
    );
    await counter.increase(article, reader('66.249.66.1', CRAWLER), at('2026-09-16T07:00:00Z'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("tells each super the week's figures beside the week before, and what was read most", async () => {
    expect(await createWeeklyDigest(t.app).send(week)).toBe(2);
    const [english] = digestsTo(await smtp.waitFor(2), SUPER.email);
    expect(english?.subject).toBe('Station this week: 2 visitors, 3 page views');
    expect(english?.text).toContain('The week of 14 September 2026 to 20 September 2026 (Addis Ababa time)');
    expect(english?.text).toContain('Visitors: 2 (+100% from 1)');
    expect(english?.text).toContain('Page views: 3 (+200% from 1)');
    expect(english?.text).toContain('1. Rains reach Gambella — 3 views');
    expect(english?.text).toContain('https://admin.station.test/dashboard/analytics');
  });

  it("writes to a super in their console's language, and to no one else", async () => {
    const mails = await smtp.waitFor(2);
    const [amharic] = digestsTo(mails, amharicSuper);
    expect(amharic?.subject).toBe('Station በዚህ ሳምንት፦ 2 ጎብኚዎች፣ 3 የገጽ እይታዎች');
    expect(amharic?.text).toContain('ጎብኚዎች፦ 2 (+100%፣ ከ1)');
    expect(digestsTo(mails, regular)).toEqual([]);
  });

  it('queues one email per super and week, however often the week is asked for', async () => {
    await createWeeklyDigest(t.app).send(week);
    const queued = rowsOf<{ count: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS count FROM jobs WHERE key LIKE ${`digest:${week.from.toISOString()}:%`}`,
      ),
    );
    expect(queued[0]?.count).toBe(2);
  });
});

describe('asking for the digest', () => {
  it("queues last week's digest once the week is due, and never with the digest turned off", async () => {
    const smtp = await startTestSmtpServer();
    const on = await buildTestApp({ SMTP_URL: smtp.url, ANALYTICS_WEEKLY_DIGEST: 'true' });
    const off = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const week = digestWeekOf(new Date());
      const queued = async (t: TestApp) =>
        rowsOf<{ key: string }>(
          await t.database.db.execute(sql`SELECT key FROM jobs WHERE kind = 'analytics.weekly-digest'`),
        ).map((row) => row.key);
      expect(await queued(on)).toEqual(week.due ? [`digest:${week.from.toISOString()}`] : []);
      expect(await queued(off)).toEqual([]);
    } finally {
      await on.close();
      await off.close();
      await smtp.close();
    }
  });
});
