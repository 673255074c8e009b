// @vitest-environment node
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessEntry } from './access-log';
import { pollContentVersion } from './content-version-poll';
import { createMetrics } from './metrics';
import { createPageCache, type Page } from './page-cache';
import { createPageServer, PAGE_CACHE_CONTROL } from './page-server';
import { requestListener } from './request-listener';

/** Stands in for the API: only its content version, which a test moves. */
let apiVersion = '1';
let api: Server;
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
  api = createServer((request, response) => {
    if (request.url !== '/api/content-version') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ version: apiVersion }));
  });
  const apiUrl = `${await listen(api)}/api/`;
  // Kept far longer than any test runs: only the version can make a page go.
  const cache = createPageCache({ ttlMs: 600_000, maxBytes: 1_000_000 });
  poll = pollContentVersion({ apiUrl, onChange: cache.clear, intervalMs: 50 });
  await poll.ready;
  const render = async (url: string, language: string): Promise<Page> => {
    renders += 1;
    if (url === '/unrendered') return { status: 200, html: '<div id="root"></div>' };
    return { status: 200, language, html: `<p>${url} (${language}) drawn under version ${apiVersion}</p>` };
  };
  const metrics = createMetrics(cache.stats);
  const handle = createPageServer({
    discovery: async () => undefined,
    files: new Map(),
    headers: { 'x-content-type-options': 'nosniff' },
    page: (url, language) => cache.get(`${language} ${url}`, () => render(url, language)),
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
  api.close();
});

const text = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${siteUrl}${path}`, { headers })).text();

describe('pages and the content version', () => {
  it('keeps a page while the version is current, and draws it anew once the version moves', async () => {
    expect(await text('/')).toBe('<p>/ (en) drawn under version 1</p>');
    apiVersion = '2';
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
    expect(first.headers.get('vary')).toBe('accept-encoding, cookie');
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
    api.closeAllConnections();
    api.close();
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
