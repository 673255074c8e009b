// @vitest-environment node
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Reader, readerKey } from '../src/lib/reader';
import type { AccessEntry } from './access-log';
import { pollContentVersion } from './content-version-poll';
import { startFakeContentVersionApi } from './content-version-poll.fake-api';
import { createMetrics } from './metrics';
import { createPageCache, type Page } from './page-cache';
import { createPageServer, PAGE_CACHE_CONTROL } from './page-server';
import { requestListener } from './request-listener';

/** Stands in for the API: only its content version, which a test moves. */
let api: Awaited<ReturnType<typeof startFakeContentVersionApi>>;
let site: Server;
let siteUrl: string;
let renders = 0;
const entries: AccessEntry[] = [];
let poll: ReturnType<typeof pollContentVersion>;

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  api = await startFakeContentVersionApi('1');
  // Kept far longer than any test runs: only the version can make a page go.
  const cache = createPageCache({ ttlMs: 600_000, maxBytes: 1_000_000 });
  poll = pollContentVersion({ apiUrl: api.apiUrl, onChange: cache.clear });
  await poll.ready;
  const render = async (url: string, reader: Reader): Promise<Page> => {
    renders += 1;
    if (url === '/unrendered') return { status: 200, body: Buffer.from('<div id="root"></div>') };
    if (url === '/article/1') return { status: 301, location: '/article/1/rains', body: Buffer.alloc(0) };
    if (url === '/render-failed') {
      return { status: 200, body: Buffer.from('<div id="root"></div>'), fallback: 'unrendered' };
    }
    const kind = readerKey(reader);
    return {
      status: 200,
      language: reader.language,
      body: Buffer.from(`<p>${url} (${kind}) drawn under version ${api.version()}</p>`),
    };
  };
  const metrics = createMetrics(cache.stats);
  const handle = createPageServer({
    discovery: async () => undefined,
    files: new Map(),
    headers: { 'x-content-type-options': 'nosniff' },
    page: (url, reader) => cache.get(`${readerKey(reader)} ${url}`, () => render(url, reader)),
    apiUp: poll.apiUp,
    metrics,
  });
  site = createServer(
    requestListener(handle, { metrics, log: (entry) => entries.push(entry), onError: () => undefined }),
  );
  siteUrl = await listen(site);
});

afterAll(() => {
  poll.stop();
  site.close();
  api.stop();
});

const text = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${siteUrl}${path}`, { headers })).text();

describe('pages and the content version', () => {
  it('keeps a page while the version is current, and draws it anew once the version moves', async () => {
    expect(await text('/')).toBe('<p>/ (en) drawn under version 1</p>');
    api.move('2');
    // Drawn again under version 2 only if the page server dropped the page of version 1.
    await vi.waitFor(async () => expect(await text('/')).toBe('<p>/ (en) drawn under version 2</p>'), {
      timeout: 1000,
      interval: 10,
    });
    const drawn = renders;
    expect(await text('/')).toBe('<p>/ (en) drawn under version 2</p>');
    expect(renders).toBe(drawn);
  });
});

describe('page headers', () => {
  it('let an edge keep a drawn page, varying on the cookie it was drawn from, and answer 304', async () => {
    const first = await fetch(`${siteUrl}/news`, { headers: { cookie: 'station-language=am' } });
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(first.headers.get('vary')).toBe('accept-encoding, cookie, accept-language, save-data');
    expect(first.headers.get('content-language')).toBe('am');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${siteUrl}/news`, {
      headers: { cookie: 'station-language=am', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const english = await fetch(`${siteUrl}/news`, { headers: { 'if-none-match': etag } });
    expect(english.status).toBe(200);
  });

  it('send no Vary: Cookie with a page the browser draws itself, which is the same for every reader', async () => {
    const response = await fetch(`${siteUrl}/unrendered`, { headers: { cookie: 'station-language=am' } });
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('content-language')).toBeNull();
    expect(response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
  });

  it('let no one keep the unrendered page that stands in for a failed render, and draw it again next time', async () => {
    const first = await fetch(`${siteUrl}/render-failed`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const drawn = renders;
    await text('/render-failed');
    expect(renders).toBe(drawn + 1);
  });
});

describe('operations', () => {
  it('logs each request once: method, path without its query, status, time, bytes and the proxy’s id', async () => {
    entries.length = 0;
    const answer = await fetch(`${siteUrl}/?q=private`, {
      headers: { 'x-request-id': 'edge-123', 'accept-encoding': 'identity' },
    });
    const body = await answer.text();
    expect(answer.headers.get('x-request-id')).toBe('edge-123');
    await vi.waitFor(() => expect(entries).toHaveLength(1));
    expect(entries[0]).toEqual({
      method: 'GET',
      path: '/',
      status: 200,
      ms: expect.any(Number),
      bytes: Buffer.byteLength(body),
      requestId: 'edge-123',
    });
    await text('/', { 'x-request-id': 'not a token!' });
    await vi.waitFor(() => expect(entries).toHaveLength(2));
    expect(entries[1]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows requests by kind, page-cache hits and misses and the event-loop delay at /metrics', async () => {
    const scrape = await text('/metrics');
    expect(scrape).toMatch(/page_server_requests_total\{kind="page",status="200"\} [1-9]/);
    expect(scrape).toMatch(/page_server_request_duration_seconds_count\{kind="page"\} [1-9]/);
    expect(scrape).toMatch(/page_server_page_cache_hits [1-9]/);
    expect(scrape).toMatch(/page_server_page_cache_misses [1-9]/);
    expect(scrape).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('reports healthy while the API answers, and 503 once it does not', async () => {
    const healthy = await fetch(`${siteUrl}/health`);
    expect([healthy.status, await healthy.json()]).toEqual([200, { status: 'ok', api: 'up' }]);
    api.stop();
    await vi.waitFor(
      async () => {
        const down = await fetch(`${siteUrl}/health`);
        expect([down.status, await down.json()]).toEqual([503, { status: 'degraded', api: 'down' }]);
      },
      { timeout: 1000, interval: 20 },
    );
    // Pages are still served, from what was kept.
    expect(await text('/')).toBe('<p>/ (en) drawn under version 2</p>');
  });
});

describe("the reader's language", () => {
  it("draws a first visit in the phone's language, and a chosen language over it", async () => {
    expect(await text('/lang-first', { 'accept-language': 'am-ET,am;q=0.9,en;q=0.8' })).toContain('(am)');
    expect(await text('/lang-first', { 'accept-language': 'fr-FR,en;q=0.5' })).toContain('(en)');
    expect(
      await text('/lang-first', { 'accept-language': 'am-ET', cookie: 'station-language=en' }),
    ).toContain('(en)');
  });

  it('draws for a reader saving data when their browser asks, or when they chose it, and not when they turned it off', async () => {
    expect(await text('/saver', { 'save-data': 'on' })).toContain('(en+saver)');
    expect(await text('/saver', { cookie: 'station-data-saver=on' })).toContain('(en+saver)');
    expect(await text('/saver', { 'save-data': 'on', cookie: 'station-data-saver=off' })).toContain('(en)');
    const switched = await fetch(`${siteUrl}/data-saver?set=on&back=%2Farticles`, { redirect: 'manual' });
    expect(switched.headers.get('location')).toBe('/articles');
    expect(switched.headers.get('set-cookie')).toMatch(/^station-data-saver=on; path=\/;/);
  });

  it('sends a moved article on with the campaign of the link that was followed, and nothing else of it', async () => {
    const moved = await fetch(`${siteUrl}/article/1?utm_source=telegram&utm_campaign=channel&x=1`, {
      redirect: 'manual',
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/article/1/rains?utm_source=telegram&utm_campaign=channel');
    const plain = await fetch(`${siteUrl}/article/1`, { redirect: 'manual' });
    expect(plain.headers.get('location')).toBe('/article/1/rains');
  });

  it('switches the language by a plain link and goes back to the page, never to another site', async () => {
    const switched = await fetch(`${siteUrl}/language?set=am&back=%2Farticles%3Fpage%3D2`, {
      redirect: 'manual',
    });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/articles?page=2');
    expect(switched.headers.get('set-cookie')).toMatch(
      /^station-language=am; path=\/; max-age=\d+; samesite=lax$/,
    );
    expect(switched.headers.get('cache-control')).toBe('no-store');

    const hostile = [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/.//evil.example/phish',
      '/%2F%2Fevil.example',
      '/%2e/%2fevil.example',
      '/\t/evil.example',
    ];
    for (const preference of ['language?set=en', 'data-saver?set=on']) {
      for (const back of hostile) {
        const away = await fetch(`${siteUrl}/${preference}&back=${encodeURIComponent(back)}`, {
          redirect: 'manual',
        });
        expect({ back, location: away.headers.get('location') }).toEqual({ back, location: '/' });
      }
    }
    // Unencoded in the query, as a hand-made link would carry it.
    const bare = await fetch(`${siteUrl}/language?set=am&back=/.//evil.example/phish`, {
      redirect: 'manual',
    });
    expect(bare.headers.get('location')).toBe('/');
    const unknown = await fetch(`${siteUrl}/language?set=fr&back=%2F`, { redirect: 'manual' });
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });
});
