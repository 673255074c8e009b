import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LANGUAGE } from '@station/domain/constants';
import { sameSitePath } from '@station/domain/same-site-path';
import { type EncodedCopies, type Encoding, encodedBody, preferredEncoding } from '@station/http/encoding';
import type { StaticFile } from '@station/http/static-files';
import { sendBody } from '@station/http/web-server';
import { languageFromAcceptLanguage, languageFromCookie } from '../src/lib/language';
import { dataSaverFrom, type Reader } from '../src/lib/reader';
import type { Discovery } from './discovery';
import { answerHealth } from './health';
import type { PageServerMetrics, RequestKind } from './metrics';
import { pageAddress, withCampaignOf } from './page-address';
import type { Page } from './page-cache';
import { answerPreferenceLink, isPreferenceLink } from './preference-links';
import { withoutTrailingSlash } from './trailing-slash';
import { RETRY_AFTER_SECONDS } from './unavailable-page';

interface PageServerOptions {
  files: ReadonlyMap<string, StaticFile>;
  /** A rendered page for an address, already cached or not. */
  page: (url: string, reader: Reader) => Promise<Page>;
  /** Sent with every answer: the site's security headers, computed from its settings at start. */
  headers: Readonly<Record<string, string>>;
  /** Whether the API answers, for `GET /health`. */
  apiUp: () => boolean;
  metrics: PageServerMetrics;
  /** Feeds, sitemaps and robots.txt, from the API. */
  discovery: Discovery;
  /** The site is served over https: the reader's cookies are sent over nothing else. */
  secureCookies?: boolean;
}

/**
 * Pages may be cached by a shared cache (nginx, a CDN) for a second and served for four more while it
 * fetches the next, or for a day while this server cannot answer; browsers keep nothing and
 * revalidate with the ETag. A reader behind an edge is then at most five seconds behind a write, and
 * a link shared to thousands costs this server one page a second.
 */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=1, stale-while-revalidate=4, stale-if-error=86400';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// One hash per cached page, not one per reader.
const etags = new WeakMap<Page, string>();

function etagOf(page: Page): string {
  let etag = etags.get(page);
  if (!etag) {
    // Weak: the same page goes out in several encodings.
    etag = `W/"${hash('sha1', page.body, 'base64url').slice(0, 22)}"`;
    etags.set(page, etag);
  }
  return etag;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && (ifNoneMatch === etag || ifNoneMatch.split(/\s*,\s*/).includes(etag));

// A page in the page cache is compressed once per encoding, not once per reader.
const compressed = new WeakMap<Page, EncodedCopies>();

function bodyOf(page: Page, encoding: Encoding | undefined): Buffer {
  if (!encoding) return page.body;
  const copies = compressed.get(page) ?? {};
  compressed.set(page, copies);
  return encodedBody(copies, page.body, encoding);
}

/**
 * The public site's web server: the built files from memory with long-lived caching for hashed ones,
 * and every other address as a page, rendered on the server where it can be.
 */
export function createPageServer({
  files,
  page,
  headers,
  apiUp,
  metrics,
  discovery,
  secureCookies = false,
}: PageServerOptions) {
  /** Answers one request and says what kind it was, for the metrics. */
  return async (request: IncomingMessage, response: ServerResponse): Promise<RequestKind> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendBody(request, response, 405, { ...headers, allow: 'GET, HEAD' }, Buffer.from('Method Not Allowed'));
      return 'refused';
    }
    let url: URL;
    let path: string;
    try {
      url = new URL(request.url ?? '/', 'http://station.local');
      path = decodeURIComponent(url.pathname);
    } catch {
      sendBody(request, response, 400, headers, Buffer.from('Bad Request'));
      return 'refused';
    }
    // `/about-us/` is the page at `/about-us`: one address per page, for readers, caches and search.
    const moved = withoutTrailingSlash(url);
    if (moved) {
      response.writeHead(308, { ...headers, location: moved, 'cache-control': 'public, max-age=86400' });
      response.end();
      return 'page';
    }
    if (path === '/health') {
      answerHealth(response, apiUp());
      return 'health';
    }
    if (path === '/metrics') {
      await metrics.answer(response);
      return 'metrics';
    }
    if (isPreferenceLink(path)) {
      answerPreferenceLink(url, response, headers, { secureCookies });
      return 'page';
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const file = files.get(path);
    if (file) {
      const coding = encoding && file.bodies[encoding] ? encoding : undefined;
      sendBody(
        request,
        response,
        200,
        {
          ...headers,
          'content-type': file.type,
          'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          vary: 'accept-encoding',
          ...(coding ? { 'content-encoding': coding } : {}),
        },
        (coding ? file.bodies[coding] : file.bodies.identity) ?? Buffer.alloc(0),
      );
      return 'file';
    }
    const found = await discovery(path, request.headers['if-none-match']).catch(() => ({
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' },
      body: Buffer.from('Service Unavailable'),
    }));
    if (found) {
      if (found.status === 304) {
        response.writeHead(304, { ...headers, ...found.headers });
        response.end();
      } else {
        sendBody(request, response, found.status, { ...headers, ...found.headers }, found.body);
      }
      return 'file';
    }
    // A missing script or picture must fail as one: a page in its place would be parsed as code.
    if (path.startsWith('/assets/')) {
      sendBody(
        request,
        response,
        404,
        { ...headers, 'content-type': 'text/plain; charset=utf-8' },
        Buffer.from('Not Found'),
      );
      return 'file';
    }
    // A reader who never chose gets the first of their phone's languages the site speaks.
    const language =
      languageFromCookie(request.headers.cookie) ??
      languageFromAcceptLanguage(request.headers['accept-language']) ??
      DEFAULT_LANGUAGE;
    const dataSaver = dataSaverFrom(request.headers.cookie, header(request.headers['save-data']));
    const rendered = await page(pageAddress(url), { language, dataSaver });
    if (rendered.location) {
      response.writeHead(rendered.status, {
        ...headers,
        // Made from the article's stored slug: still only ever an address on this site.
        location: withCampaignOf(sameSitePath(rendered.location), url),
        'cache-control': PAGE_CACHE_CONTROL,
      });
      response.end();
      return 'page';
    }
    const etag = etagOf(rendered);
    const pageHeaders = {
      ...headers,
      // A page rendered without its data is cached by no one; an edge serves its last good copy meanwhile
      // (stale-if-error), and the next request here renders the page anew.
      'cache-control': rendered.fallback ? 'no-store' : PAGE_CACHE_CONTROL,
      ...(rendered.status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
      // Only a page rendered for the reader depends on the cookies, the phone's languages and Save-Data; the
      // page the browser renders itself is the same for everyone, and a shared cache keeps one copy of it.
      vary: rendered.language ? 'accept-encoding, cookie, accept-language, save-data' : 'accept-encoding',
      ...(rendered.language ? { 'content-language': rendered.language } : {}),
      etag,
    };
    if (rendered.status === 200 && !rendered.fallback && matches(request.headers['if-none-match'], etag)) {
      response.writeHead(304, pageHeaders);
      response.end();
      return 'page';
    }
    sendBody(
      request,
      response,
      rendered.status,
      {
        ...pageHeaders,
        'content-type': 'text/html; charset=utf-8',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
      bodyOf(rendered, encoding),
    );
    return 'page';
  };
}
