import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { PUBLIC_CACHE_CONTROL } from './public-cache';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CORS_ORIGINS: 'https://admin.station.example' });
});
afterAll(() => t.close());

const FOREIGN = 'https://elsewhere.example';

describe('public reads, as a CDN or nginx in front sees them', () => {
  it('may be kept by a shared cache briefly, served stale while refreshing or when the API fails', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/program' });
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
    expect(response.headers.vary).toBe('Authorization, Accept-Encoding');
  });

  it('answer 304 without a body when the ETag still matches, and 200 once a write changed them', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/program' });
    const etag = first.headers.etag as string;
    const again = await t.inject({ method: 'GET', url: '/api/program', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.inject({
      method: 'POST',
      url: '/api/program/add',
      token: t.superToken,
      payload: { name: 'Morning news', url: 'https://youtu.be/dQw4w9WgXcQ', detail: '', time: '' },
    });
    const changed = await t.inject({
      method: 'GET',
      url: '/api/program',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual([expect.objectContaining({ name: 'Morning news' })]);
  });

  it('answer any origin with * and no credentials, so one copy serves every site', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/program', headers: { origin: FOREIGN } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).not.toMatch(/origin/i);
    const image = await t.inject({
      method: 'GET',
      url: '/uploads/unknown.png',
      headers: { origin: FOREIGN },
    });
    expect(image.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('admin routes and signed-in reads', () => {
  it('keep the CORS_ORIGINS list, for reads behind a session and for every preflight', async () => {
    const guarded = (origin: string) =>
      t.inject({ method: 'GET', url: '/api/admins/', token: t.superToken, headers: { origin } });
    expect((await guarded(FOREIGN)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await guarded('https://admin.station.example')).headers['access-control-allow-origin']).toBe(
      'https://admin.station.example',
    );
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/program',
      headers: {
        origin: FOREIGN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('are computed fresh, kept by no shared cache, and still answer 304 to their own ETag', async () => {
    const before = t.app.publicCache.stats();
    const first = await t.inject({ method: 'GET', url: '/api/satellite-info', token: t.superToken });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.inject({
      method: 'GET',
      url: '/api/satellite-info',
      token: t.superToken,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const after = t.app.publicCache.stats();
    expect([after.hits, after.misses]).toEqual([before.hits, before.misses]);
  });
});

describe('stats', () => {
  it('count hits, misses, entries and the bytes kept', async () => {
    t.app.publicCache.clear();
    const before = t.app.publicCache.stats();
    expect([before.entries, before.bytes]).toEqual([0, 0]);
    const body = (await t.inject({ method: 'GET', url: '/api/program' })).body;
    await t.inject({ method: 'GET', url: '/api/program' });
    const after = t.app.publicCache.stats();
    expect(after).toEqual({
      hits: before.hits + 1,
      misses: before.misses + 1,
      entries: 1,
      bytes: Buffer.byteLength(body),
    });
  });
});
