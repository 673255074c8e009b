import { INVALID_YOUTUBE_LINK } from '@station/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ID } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.addAdmin('regular', 'Live desk', { canPublish: true })).token;
});
afterAll(() => t.close());

const setLive = (url: string, id = LIVE_ID) =>
  t.inject({ method: 'PATCH', url: `/api/live/${id}`, token, payload: { url } });

describe('live video', () => {
  it('starts empty, stores only the canonical embed url, and resets', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/live' })).json()).toEqual({ _id: LIVE_ID, url: '' });
    const set = await setLive('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s&utm_source=x');
    expect(set.json().message).toBe('Live Video Set Successfully!');
    expect((await t.inject({ method: 'GET', url: '/api/live' })).json().url).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0',
    );
    const reset = await setLive('');
    expect(reset.json().message).toBe('Live Video Removed Successfuly!');
    expect((await t.inject({ method: 'GET', url: '/api/live' })).json().url).toBe('');
  });

  it.each([
    'javascript:alert(1)',
    'https://youtube.com.evil.tld/watch?v=dQw4w9WgXcQ',
    'https://evil.tld/?v=dQw4w9WgXcQ',
    'data:text/html,<script>alert(1)</script>',
    'x'.repeat(10_000),
  ])('refuses %s with the spec message', async (url) => {
    const response = await setLive(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(INVALID_YOUTUBE_LINK);
  });

  it('answers 404 for another id and 401 without a session', async () => {
    expect((await setLive('', '00000000-0000-4000-8000-0000000000cc')).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'PATCH', url: `/api/live/${LIVE_ID}`, payload: { url: '' } })).statusCode,
    ).toBe(401);
  });
});
