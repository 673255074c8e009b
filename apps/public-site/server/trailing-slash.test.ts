// @vitest-environment node
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { createPageCache } from './page-cache';
import { createPageServer } from './page-server';
import { requestListener } from './request-listener';
import { withoutTrailingSlash } from './trailing-slash';

const address = (url: string) => withoutTrailingSlash(new URL(url, 'http://station.local'));

describe('withoutTrailingSlash', () => {
  it('gives the address without its trailing slashes, query kept, and nothing for one without', () => {
    expect(address('/about-us/')).toBe('/about-us');
    expect(address('/article/abc/')).toBe('/article/abc');
    expect(address('/articles/local//?page=2&x=%E1%8B%9C')).toBe('/articles/local?page=2&x=%E1%8B%9C');
    expect(address('/')).toBeUndefined();
    expect(address('/about-us')).toBeUndefined();
    expect(address('/search?key=a/')).toBeUndefined();
  });

  it('never sends a reader to another site, however the path is written', () => {
    for (const hostile of [
      '/%2F%2Fevil.example/',
      '/%2Fevil.example/',
      '/%5Cevil.example/',
      '/.//evil.example/',
    ]) {
      const location = address(hostile);
      expect({ hostile, local: location?.startsWith('/') && !location.startsWith('//') }).toEqual({
        hostile,
        local: true,
      });
      expect(location).not.toMatch(/evil\.example$/i);
    }
  });
});

describe('the page server and a trailing slash', () => {
  let site: Server;
  let siteUrl: string;
  const drawn: string[] = [];

  beforeAll(async () => {
    const metrics = createMetrics(createPageCache({ ttlMs: 0, maxBytes: 1 }).stats);
    const handle = createPageServer({
      discovery: async () => undefined,
      files: new Map(),
      headers: { 'x-content-type-options': 'nosniff' },
      page: async (url) => {
        drawn.push(url);
        return { status: 200, body: Buffer.from(`<p>${url}</p>`) };
      },
      apiUp: () => true,
      metrics,
    });
    site = createServer(requestListener(handle, { metrics, log: () => undefined, onError: () => undefined }));
    site.listen(0, '127.0.0.1');
    await once(site, 'listening');
    siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  });

  afterAll(() => site.close());

  it('sends /about-us/ and /article/<id>/ for good to the address without the slash, with its query', async () => {
    for (const [asked, location] of [
      ['/about-us/', '/about-us'],
      ['/article/abc/?utm_source=telegram', '/article/abc?utm_source=telegram'],
    ]) {
      const answer = await fetch(`${siteUrl}${asked}`, { redirect: 'manual' });
      expect({ asked, status: answer.status, location: answer.headers.get('location') }).toEqual({
        asked,
        status: 308,
        location,
      });
    }
    expect(drawn).toEqual([]);
    expect(await (await fetch(`${siteUrl}/about-us/`)).text()).toBe('<p>/about-us</p>');
    expect(await (await fetch(`${siteUrl}/`)).text()).toBe('<p>/</p>');
  });
});
