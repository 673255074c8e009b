import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

const file = testAppForFile();

async function write(title: string, intent = 'publish') {
  const form = multipartBody({ title, category: 'local', detail: `${title}.`, intent }, []);
  const response = await file.t.inject({
    method: 'POST',
    url: '/api/post/add',
    token: file.t.superToken,
    ...form,
  });
  return response.json().data._id as string;
}

const viewed = (id: string, daysAgo: number, views: number) =>
  file.t.database.db.execute(sql`
    INSERT INTO post_daily_views (post_id, day, views)
    VALUES (${id}, (now() AT TIME ZONE 'UTC')::date - ${daysAgo}::int, ${views})`);

describe('most read this week', () => {
  it('lists the public posts read most in the last seven days, most read first', async () => {
    const steady = await write('Read all week');
    const today = await write('Read today');
    const old = await write('Read long ago');
    const draft = await write('Never public', 'draft');
    await viewed(steady, 1, 6);
    await viewed(steady, 5, 6);
    await viewed(today, 0, 10);
    await viewed(old, 9, 500);
    await viewed(draft, 0, 900);

    const response = await file.t.inject({ method: 'GET', url: '/api/post/most-read' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((post: { title: string }) => post.title)).toEqual([
      'Read all week',
      'Read today',
    ]);
  });
});
