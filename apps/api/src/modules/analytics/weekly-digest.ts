import type { FastifyInstance } from 'fastify';
import { askPeriodically } from '../../jobs/periodic-ask';
import { createAudienceService } from './audience.service';
import { weeklyDigestMail } from './weekly-digest.mail';
import { createWeeklyDigestRepository } from './weekly-digest.repository';

export const WEEKLY_DIGEST_JOB = 'analytics.weekly-digest';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Africa/Addis_Ababa keeps UTC+3 all year. */
const ADDIS_OFFSET_MS = 3 * HOUR_MS;
/** The digest goes on Monday morning, Addis Ababa time, once the newsroom is in. */
const SEND_FROM_HOUR = 7;
const TOP_ARTICLES = 5;

/**
 * The last whole week before `now`: Monday 00:00 to the next Monday 00:00 in Addis Ababa, and
 * whether it is late enough on Monday (or later in the week) for its digest to go.
 */
export function digestWeekOf(now: Date): { from: Date; to: Date; due: boolean } {
  const local = new Date(now.getTime() + ADDIS_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - sinceMonday * DAY_MS;
  const to = new Date(mondayLocal - ADDIS_OFFSET_MS);
  const due = sinceMonday > 0 || local.getUTCHours() >= SEND_FROM_HOUR;
  return { from: new Date(to.getTime() - 7 * DAY_MS), to, due };
}

/**
 * The weekly email to super administrators: the week's figures beside the week before and its most
 * read articles, in each one's console language, through the mail queue; one email per super and
 * week, however often it is asked.
 */
export function createWeeklyDigest(app: FastifyInstance) {
  const audience = createAudienceService(app.db);
  const repo = createWeeklyDigestRepository(app.db);
  const link = `${app.env.PUBLIC_CONSOLE_URL}/dashboard/analytics`;

  async function send(week: { from: Date; to: Date }): Promise<number> {
    const period = { from: week.from.toISOString(), to: week.to.toISOString() };
    const [totals, rows, supers] = await Promise.all([
      audience.totals({ period }),
      audience.breakdown({
        period,
        filters: { targetKind: 'article' },
        dimension: 'target',
        limit: TOP_ARTICLES,
      }),
      repo.supers(),
    ]);
    // An article deleted since has no title left to name it by.
    const articles = rows.flatMap((row) => (row.title ? [{ title: row.title, views: row.views }] : []));
    const figures = { week, ...totals, articles, link };
    for (const admin of supers) {
      await app.queueMail(weeklyDigestMail(admin, figures), `digest:${period.from}:${admin.id}`);
    }
    return supers.length;
  }
  return { send };
}

/**
 * Asks for each week's digest every hour from Monday morning: the job is keyed by its week, so one
 * runs a week however many instances ask.
 */
export function registerWeeklyDigest(app: FastifyInstance) {
  const { send } = createWeeklyDigest(app);
  app.jobs.register(WEEKLY_DIGEST_JOB, async (payload) => {
    await send({ from: new Date(String(payload.from)), to: new Date(String(payload.to)) });
    return undefined;
  });

  const ask = async () => {
    const week = digestWeekOf(new Date());
    // Without a mail server there is no one to tell: nothing is queued to fail.
    if (!week.due || !app.env.ANALYTICS_WEEKLY_DIGEST || app.mailer.mode === 'off') return;
    const payload = { from: week.from.toISOString(), to: week.to.toISOString() };
    if (await app.jobs.enqueue(WEEKLY_DIGEST_JOB, payload, { key: `digest:${payload.from}` }))
      app.jobs.kick();
  };
  askPeriodically(app, { everyMs: HOUR_MS, ask, what: 'the weekly digest' });
}
