// @vitest-environment node
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../src/entry-server';
import { callApiWith } from '../src/lib/api';
import { readerKey } from '../src/lib/reader';
import { makePost } from '../src/testing/factories';
import { stubApi } from '../src/testing/render-app';
import { createMetrics } from './metrics';
import { createPageCache } from './page-cache';
import { createPageServer, PAGE_CACHE_CONTROL } from './page-server';
import { createPages } from './pages';
import { requestListener } from './request-listener';
import { RETRY_AFTER_SECONDS } from './unavailable-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Station TV" />
    <title>Station</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

// The test's own requests go to the page server; the page server's reach the stand-in API.
const realFetch = globalThis.fetch;
const post = makePost({ title: 'የጁምዓ ዜና' });
let apiDown = true;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  stubApi({ post: [post] });
  const apiFetch = globalThis.fetch;
  // As undici fails when nothing listens on the API's port (a reboot, a deploy).
  callApiWith({
    fetch: (input, init) => (apiDown ? Promise.reject(new TypeError('fetch failed')) : apiFetch(input, init)),
  });
  // Kept far longer than the test runs: only what the cache refuses to keep can be drawn again.
  const cache = createPageCache({ ttlMs: 600_000, maxBytes: 1_000_000 });
  const pages = createPages({
    template: TEMPLATE,
    manifest: {
      'index.html': { file: 'assets/index-1.js' },
      'src/rendering/boot.ts': { file: 'assets/boot-1.js' },
    },
    render: renderPage,
    timeoutMs: 5_000,
    onError: () => undefined,
    share: { siteUrl: 'https://station.example', siteName: 'Station TV' },
  });
  const metrics = createMetrics(cache.stats);
  const handle = createPageServer({
    discovery: async () => undefined,
    files: new Map(),
    headers: {},
    page: (url, reader) => cache.get(`${readerKey(reader)} ${url}`, () => pages(url, reader)),
    apiUp: () => !apiDown,
    metrics,
  });
  site = createServer(requestListener(handle, { metrics, log: () => undefined, onError: () => undefined }));
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
});

afterAll(() => {
  site.close();
  vi.unstubAllGlobals();
});

describe('a page asked for while the API cannot be reached', () => {
  it('answers 503 that nothing keeps, and the first request once the API answers is drawn with the posts', async () => {
    const home = () => realFetch(`${siteUrl}/`, { headers: { cookie: 'station-language=am' } });
    const down = await home();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(down.headers.get('content-language')).toBe('am');
    const apology = await down.text();
    expect(apology).toContain('<html lang="am"');
    expect(apology).not.toContain(post.title);

    apiDown = false;
    const back = await home();
    expect(back.status).toBe(200);
    expect(back.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(await back.text()).toContain(post.title);
  });
});
