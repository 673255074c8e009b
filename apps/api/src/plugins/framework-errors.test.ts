import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('addresses the router refuses', () => {
  it.each([
    ['a broken %-encoding', '/api/post/search/%', 'broken %-encoding'],
    ['a broken %-encoding in the uploads', '/uploads/%zz', 'broken %-encoding'],
    ['an over-long path value', `/api/post/search/${'q'.repeat(1200)}`, 'too long'],
  ])('answers %s with a 400 sentence that does not echo the address', async (_case, url, words) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'error']);
    expect(body.error).toContain(words);
    expect(response.body).not.toContain(url.slice(0, 12));
    expect(response.body).not.toContain('qqqq');
  });
});
