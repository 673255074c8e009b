import { searchStems } from '@station/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createPostsRepository } from './posts.repository';
import { refoldPosts } from './search-folding.repository';

let t: TestApp;
let posts: ReturnType<typeof createPostsRepository>;

beforeAll(async () => {
  t = await buildTestApp();
  posts = createPostsRepository(t.database.db);
  // One old post, then more new ones than a search reads before it turns to the trigram indexes;
  // written straight to the table, as posts stored before folding existed, and folded as on start.
  await t.database.db.execute(sql`
    INSERT INTO posts (title, detail, category, created_at, status, publish_at)
    VALUES ('Archive from 2019', 'Old report from ሐረር, ab qzx', 'local', now() - interval '30 days',
            'published', now() - interval '30 days')
  `);
  await t.database.db.execute(sql`
    INSERT INTO posts (title, detail, category, created_at, status, publish_at)
    SELECT 'Filler ' || n, 'Nothing to find here', 'world', now() - interval '1 day' + n * interval '1 second',
           'published', now() - interval '1 day' + n * interval '1 second'
    FROM generate_series(1, 1000) AS n
  `);
  expect(await refoldPosts(t.database.db)).toBe(1001);
});
afterAll(() => t.close());

const titles = async (query: string) =>
  (await posts.search(searchStems(query), 50)).map((post) => post.title);

describe('post search beyond the newest posts', () => {
  it('finds an old post by a word the trigram index can serve, in its title or its detail', async () => {
    expect(await titles('qzx')).toEqual(['Archive from 2019']);
    expect(await titles('2019')).toEqual(['Archive from 2019']);
    expect(await titles('ሀረር')).toEqual(['Archive from 2019']);
  });

  it('reads only the newest posts for words no index can serve', async () => {
    expect(await titles('ab')).toEqual([]);
    expect(await titles('ab qzx')).toEqual(['Archive from 2019']);
  });

  it('folds a post only once per version of the folding', async () => {
    expect(await refoldPosts(t.database.db)).toBe(0);
  });
});
