import { NEWSROOM_MAX } from '@station/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { posts } from '../../db/schema/index';
import { MAX_DEPTH } from '../../lib/rich-text';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { queueResanitising, RESANITISE_JOB } from './resanitise-posts';

/**
 * Posts stored before the sanitiser's current rules are cleaned once after an upgrade, by a job, without
 * an editor opening them. The bodies here are written straight into the database, as an older version
 * of the API could have stored them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const STORED_AT = new Date('2024-03-04T05:06:07.089Z');
const WORDS = 'ጥልቅ ቃላት deep words';
const nested = (depth: number, words = WORDS) =>
  `${'<blockquote>'.repeat(depth)}${words}${'</blockquote>'.repeat(depth)}`;

async function storeDirectly(body: string, values: Partial<typeof posts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(posts)
    .values({
      title: 'An old post',
      detail: 'old text',
      category: 'local',
      body,
      updatedAt: STORED_AT,
      ...values,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('no post stored');
  return row.id;
}

const stored = async (id: string) => {
  const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error('the post is gone');
  return row;
};
/** The row's version in PostgreSQL: any UPDATE of it, even one writing the same values, changes it. */
const rowVersion = async (id: string) =>
  rowsOf<{ xmin: string }>(await t.database.db.execute(sql`SELECT xmin::text FROM posts WHERE id = ${id}`))[0]
    ?.xmin;

const jobsOfKind = async () =>
  rowsOf<{ key: string; done: boolean }>(
    await t.database.db.execute(
      sql`SELECT key, done_at IS NOT NULL AS done FROM jobs WHERE kind = ${RESANITISE_JOB} ORDER BY id`,
    ),
  );

/** Waits for the pass (and every step it chained) to finish. */
const passFinished = () =>
  expect
    .poll(
      async () => {
        const queued = await jobsOfKind();
        return queued.length > 0 && queued.every((job) => job.done);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

/** As after an upgrade: the database has not had this version's pass, and the API starts. */
async function upgrade() {
  await passFinished();
  await t.database.db.execute(sql`DELETE FROM jobs WHERE kind = ${RESANITISE_JOB}`);
  expect(await queueResanitising(t.app)).toBe(true);
  await passFinished();
}

/** How deep the stored markup nests (it escapes every `<` of its text, so each `<` starts a tag). */
function depthOf(markup: string): number {
  let depth = 0;
  let deepest = 0;
  for (let at = markup.indexOf('<'); at !== -1; at = markup.indexOf('<', at + 1)) {
    const end = markup.indexOf('>', at);
    if (markup[at + 1] === '/') depth -= 1;
    else if (markup[end - 1] !== '/') depth += 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

describe('the pass of stored posts through the current sanitiser', () => {
  it('cleans a body stored nested 30,000 deep, keeping its words and its updatedAt', async () => {
    const body = nested(30_000);
    expect(body.length).toBeGreaterThan(NEWSROOM_MAX.body);
    const id = await storeDirectly(body);

    await upgrade();

    const row = await stored(id);
    expect(depthOf(row.body ?? '')).toBeLessThanOrEqual(MAX_DEPTH);
    expect(row.body?.length).toBeLessThanOrEqual(NEWSROOM_MAX.body);
    expect(row.body).toContain(WORDS);
    expect(row.detail).toBe(WORDS);
    expect(row.updatedAt.toISOString()).toBe(STORED_AT.toISOString());
    expect(row.editedAt).toBeNull();
    // Search reads the text it now holds.
    const found = await t.inject({
      method: 'GET',
      url: `/api/post/manage?q=${encodeURIComponent('ቃላት')}`,
      token: t.superToken,
    });
    expect(found.json().map((post: { _id: string }) => post._id)).toContain(id);
  });

  it('does not rewrite a post that is already clean', async () => {
    const id = await storeDirectly('<p>Already <strong>clean</strong>.</p>', { detail: 'Already clean.' });
    const before = await rowVersion(id);

    await upgrade();

    expect(await rowVersion(id)).toBe(before);
    expect((await stored(id)).body).toBe('<p>Already <strong>clean</strong>.</p>');
  });

  it('cleans every post, however many batches they take', async () => {
    const ids = [];
    for (let n = 0; n < 45; n += 1) ids.push(await storeDirectly(nested(25, `post ${n}`)));

    await upgrade();

    for (const [n, id] of ids.entries()) {
      const row = await stored(id);
      expect(row.body).toBe(nested(MAX_DEPTH, `post ${n}`));
      expect(row.detail).toBe(`post ${n}`);
    }
  });

  it('shows readers a published post cleaned at once', async () => {
    const live = new Date(Date.now() - 60_000);
    const id = await storeDirectly(nested(30_000), {
      status: 'published',
      publishAt: live,
      wentLiveAt: live,
    });
    const read = () => t.inject({ method: 'GET', url: `/api/post/${id}` });
    expect(depthOf((await read()).json().body)).toBe(30_000);
    const version = async () =>
      BigInt((await t.inject({ method: 'GET', url: '/api/content-version' })).json().version as string);
    const before = await version();

    await upgrade();

    expect(depthOf((await read()).json().body)).toBe(MAX_DEPTH);
    expect(await version()).toBeGreaterThan(before);
  });

  it('keeps every word of a body still over the limit once sanitised, at a bounded depth', async () => {
    const words = `${'word '.repeat(90_000)}end`;
    const id = await storeDirectly(nested(40, `<p>${words}</p>`));

    await upgrade();

    const row = await stored(id);
    expect(depthOf(row.body ?? '')).toBeLessThanOrEqual(MAX_DEPTH);
    expect(row.body?.length).toBeGreaterThan(NEWSROOM_MAX.body);
    expect(row.detail).toBe(words.slice(0, row.detail.length));
    expect(row.body).toContain(words);
  });

  it('leaves as it was a body that sanitising would make longer than it is stored', async () => {
    const body = `<p>${'< '.repeat(250_000)}</p>`;
    const id = await storeDirectly(body);

    await upgrade();

    expect((await stored(id)).body).toBe(body);
  });

  it('runs once for a version of the sanitiser, however often the API starts', async () => {
    await passFinished();
    const before = await jobsOfKind();
    expect(await queueResanitising(t.app)).toBe(false);
    expect(await jobsOfKind()).toEqual(before);
  });
});
