// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../src/entry-server';
import { makePost } from '../src/testing/factories';
import { stubApi } from '../src/testing/render-app';
import { type AccessEntry, whenAnswered } from './access-log';
import type { RequestKind } from './metrics';
import { createPreviews, withPreviews } from './preview-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Station TV" />
    <title>Station</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const TOKEN = `${'a'.repeat(36)}.${'b'.repeat(36)}.0.1999999999.${'c'.repeat(43)}`;
const SITE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const errors: unknown[] = [];
const pages = vi.fn<(request: IncomingMessage, response: ServerResponse) => Promise<RequestKind>>(
  async () => 'page',
);
const handle = withPreviews(
  createPreviews({
    apiUrl: 'http://localhost:3000/api/',
    template: TEMPLATE,
    render: renderPage,
    timeoutMs: 2_000,
    headers: SITE_HEADERS,
    onError: (error) => errors.push(error),
  }),
  pages,
);

/** One request through the page server's preview handling, answered as the reader's browser gets it. */
async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer: Answer = { status: 0, headers: {}, body: '' };
  const response = {
    writeHead(status: number, sent: Record<string, string>) {
      answer.status = status;
      answer.headers = sent;
    },
    end(body?: Buffer) {
      answer.body = body?.toString() ?? '';
    },
  };
  await handle(
    { method: 'GET', url, headers } as unknown as IncomingMessage,
    response as unknown as ServerResponse,
  );
  return answer;
}

/** What the API answers the page server for a preview token. */
const previewAnswer = (status: number, code: string) => Response.json({ error: 'Refused', code }, { status });

afterEach(() => {
  vi.unstubAllGlobals();
  errors.length = 0;
});

describe('draft previews on the page server', () => {
  it('draws the draft with the article page readers get, marked as a preview, kept by no one', async () => {
    const draft = makePost({ title: 'A draft for tomorrow', detail: 'Not out yet.', status: 'draft' });
    const requests = stubApi({ 'post/preview': draft, post: [] });
    const page = await get(`/preview/${TOKEN}`, { 'accept-language': 'en' });

    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1 class="article__title"');
    expect(page.body).toContain('A draft for tomorrow');
    expect(page.body).toContain('Preview — not published');
    expect(page.headers).toMatchObject({
      'cache-control': 'no-store, private',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'content-language': 'en',
    });
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // Nothing that would hand the address on, index it or let the browser's router hydrate the page.
    for (const leak of [
      'rel="canonical"',
      'og:url',
      'application/ld+json',
      'rss+xml',
      '<script type="module"',
    ])
      expect(page.body).not.toContain(leak);
    expect(page.body).toContain('/assets/style-1.css');
    // The token went to the API in a header, never in an address, and no view was counted.
    const asked = requests.map((request) => request.url.pathname);
    expect(asked).toContain('/api/post/preview');
    expect(asked.some((path) => path.includes(TOKEN) || path.startsWith('/api/view'))).toBe(false);
    expect(pages).not.toHaveBeenCalled();
  });

  it('marks the preview in Amharic for a reader who reads Amharic', async () => {
    stubApi({ 'post/preview': makePost({ title: 'የነገ ረቂቅ', status: 'review' }), post: [] });
    const page = await get(`/preview/${TOKEN}`, { cookie: 'station-language=am' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('ቅድመ እይታ — ገና አልታተመም');
    expect(page.body).toContain('<html lang="am"');
    expect(page.headers['content-language']).toBe('am');
  });

  it('answers an ended link 410 and a bad one 404, in the reader’s language, kept by no one', async () => {
    stubApi({ 'post/preview': previewAnswer(410, 'PREVIEW_ENDED') });
    const ended = await get(`/preview/${TOKEN}`, { 'accept-language': 'en' });
    expect(ended.status).toBe(410);
    expect(ended.body).toContain('This preview link has ended');
    expect(ended.headers).toMatchObject({
      'cache-control': 'no-store, private',
      'x-robots-tag': 'noindex, nofollow',
    });

    stubApi({ 'post/preview': previewAnswer(401, 'PREVIEW_INVALID') });
    const forged = await get(`/preview/${TOKEN}`, { cookie: 'station-language=am' });
    expect(forged.status).toBe(404);
    expect(forged.body).toContain('ይህ የቅድመ እይታ አገናኝ አይሠራም');
    expect(forged.body).not.toContain('<script type="module"');
    expect(forged.headers['cache-control']).toBe('no-store, private');
  });

  it('refuses an address that cannot hold a token without asking the API', async () => {
    const requests = stubApi({});
    for (const url of [`/preview/${'x'.repeat(201)}`, '/preview/', '/preview/a/b', '/preview/%E0%A4%A']) {
      const page = await get(url, { 'accept-language': 'en' });
      expect({ url, status: page.status }).toEqual({ url, status: 404 });
    }
    expect(requests).toEqual([]);
  });

  it('answers 503 without keeping it when the API fails', async () => {
    stubApi({ 'post/preview': Error });
    const page = await get(`/preview/${TOKEN}`, { 'accept-language': 'en' });
    expect(page.status).toBe(503);
    expect(page.headers).toMatchObject({ 'cache-control': 'no-store, private', 'retry-after': '5' });
  });

  it('keeps the token out of the access log', () => {
    const entries: AccessEntry[] = [];
    const response = Object.assign(new EventEmitter(), {
      statusCode: 200,
      setHeader: () => undefined,
      getHeader: () => '10',
    });
    whenAnswered(
      { method: 'GET', url: `/preview/${TOKEN}`, headers: {} } as unknown as IncomingMessage,
      response as unknown as ServerResponse,
      (entry) => entries.push(entry),
    );
    response.emit('finish');
    expect(entries.map((entry) => entry.path)).toEqual(['/preview/…']);
  });

  it('leaves every other address to the page server', async () => {
    await get('/previews');
    await get('/article/1');
    expect(pages).toHaveBeenCalledTimes(2);
  });
});
