import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_JOB } from '../modules/analytics';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

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
