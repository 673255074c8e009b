import { BODY_TOO_LONG, NEWSROOM_MAX } from '@station/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const create = (fields: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...multipartBody(fields, []) });
const count = async () =>
  Number(
    (await t.inject({ method: 'GET', url: '/api/post/manage?limit=1', token: t.superToken })).headers[
      'x-total-count'
    ],
  );

describe('rich text as stored', () => {
  it('keeps deep nesting to a depth a newsroom never reaches, with every word', async () => {
    const body = `${'<blockquote>'.repeat(30_000)}ጥልቅ`;
    const created = await create({ title: 'ጥቅስ', detail: 'x', category: 'local', body });
    expect(created.statusCode).toBe(200);
    const stored = created.json().data;
    expect(stored.body).toBe(`${'<blockquote>'.repeat(20)}ጥልቅ${'</blockquote>'.repeat(20)}`);
    expect(stored.detail).toBe('ጥልቅ');
  });

  it('refuses markup that is longer than the limit once escaped, and stores nothing', async () => {
    const before = await count();
    const response = await create({
      title: 'ምልክቶች',
      detail: 'x',
      category: 'local',
      body: `<p>${'<'.repeat(NEWSROOM_MAX.body - 8)}</p>`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'body', message: BODY_TOO_LONG }]);
    expect(await count()).toBe(before);
  });
});
