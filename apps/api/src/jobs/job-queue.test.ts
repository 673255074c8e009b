import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../db/migrate';
import { AUDIENCE_JOB } from '../modules/analytics';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { connectTwice } from '../testing/two-connections';
import { createJobQueue } from './job-queue';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The kinds of job left, but those the modules queue as the app starts and on their own clock. */
const kindsLeft = async () => {
  const result = await t.database.db.execute(
    sql`SELECT kind FROM jobs WHERE key IS DISTINCT FROM 'from-start' AND kind <> ${AUDIENCE_JOB} ORDER BY kind`,
  );
  return (result as unknown as { rows: { kind: string }[] }).rows.map((row) => row.kind);
};

describe('the job queue', () => {
  it('queues a keyed job once, however often it is asked', async () => {
    expect(
      await t.app.jobs.enqueue('test.once', {}, { key: 'a', runAt: new Date(Date.now() + 3_600_000) }),
    ).toBe(true);
    expect(await t.app.jobs.enqueue('test.once', {}, { key: 'a' })).toBe(false);
    expect((await kindsLeft()).filter((kind) => kind === 'test.once')).toHaveLength(1);
  });

  it('forgets finished jobs after the days kept, but never what a channel post needs remembered', async () => {
    await t.database.db.execute(sql`
      INSERT INTO jobs (kind, key, done_at) VALUES
        ('mail.send', 'old', now() - interval '40 days'),
        ('mail.send', 'recent', now() - interval '2 days'),
        ('telegram.channel', 'post:old', now() - interval '400 days')`);
    await t.database.db.execute(sql`
      INSERT INTO jobs (kind, key, failed_at) VALUES ('telegram.reply', 'gave-up', now() - interval '40 days')`);
    expect(await t.app.jobs.purge(30, ['telegram.channel'])).toBe(2);
    expect(await kindsLeft()).toEqual(['mail.send', 'telegram.channel', 'test.once']);
  });

  it('never forgets a kind registered as remembered, so its key is never queued again', async () => {
    t.app.jobs.register('test.remembered', async () => undefined, { remembered: true });
    await t.database.db.execute(sql`
      INSERT INTO jobs (kind, key, done_at) VALUES ('test.remembered', 'once', now() - interval '400 days')`);
    await t.app.jobs.purge(30, []);
    expect(await t.app.jobs.enqueue('test.remembered', {}, { key: 'once' })).toBe(false);
  });

  it('empties the payload of a kind that forgets it as soon as the job is done', async () => {
    t.app.jobs.register('test.forgets', async () => undefined, { forgetsPayload: true });
    await t.app.jobs.enqueue('test.forgets', { link: 'http://console.test/reset-password?token=secret' });
    t.app.jobs.kick();
    await expect
      .poll(async () => {
        const result = await t.database.db.execute(
          sql`SELECT payload FROM jobs WHERE kind = 'test.forgets' AND done_at IS NOT NULL`,
        );
        return (result as unknown as { rows: { payload: unknown }[] }).rows;
      })
      .toEqual([{ payload: {} }]);
  });
});

describe('two instances on one database', () => {
  it('run a job queued through the other at once, and one due later at its time, without polling', async () => {
    const { databases, cleanup } = await connectTwice();
    const [first, second] = databases;
    await migrate(first);
    const quiet = { warn: () => undefined, error: () => undefined };
    // Polling alone would find either job only after a minute.
    const queueing = createJobQueue({ database: first, log: quiet, pollMs: 60_000 });
    const running = createJobQueue({ database: second, log: quiet, pollMs: 60_000 });
    const ran: { name: unknown; at: number }[] = [];
    running.register('test.elsewhere', async (payload) => {
      ran.push({ name: payload.name, at: Date.now() });
      return undefined;
    });
    queueing.start();
    running.start();

    const queued = Date.now();
    await queueing.enqueue('test.elsewhere', { name: 'now' });
    await vi.waitFor(() => expect(ran.map((job) => job.name)).toEqual(['now']), {
      timeout: 1000,
      interval: 10,
    });
    expect((ran[0]?.at ?? Infinity) - queued).toBeLessThan(1000);

    const later = Date.now() + 300;
    await queueing.enqueue('test.elsewhere', { name: 'later' }, { runAt: new Date(later) });
    await vi.waitFor(() => expect(ran.map((job) => job.name)).toEqual(['now', 'later']), {
      timeout: 1500,
      interval: 10,
    });
    expect(ran[1]?.at).toBeGreaterThanOrEqual(later - 50);
    expect((ran[1]?.at ?? Infinity) - later).toBeLessThan(1000);

    await Promise.all([queueing.stop(), running.stop()]);
    for (const database of new Set(databases)) await database.close();
    await cleanup();
  });
});
