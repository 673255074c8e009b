import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LANGUAGE } from '@station/domain/constants';
import { type EncodedCopies, type Encoding, encodedBody, preferredEncoding } from '@station/http/encoding';
import { type Language, languageFromCookie } from '../src/lib/i18n';
import { pageAddress } from './page-address';
import type { Page } from './page-cache';
import type { StaticFile } from './static-files';

interface PageServerOptions {
  files: ReadonlyMap<string, StaticFile>;
  /** A rendered page for an address, already cached or not. */
  page: (url: string, language: Language) => Promise<Page>;
  /** Sent with every answer: the site's security headers, from the build's `_headers`. */
  headers: Readonly<Record<string, string>>;
}

// A page kept in the page cache is compressed once per encoding, not once per reader.
const compressed = new WeakMap<Page, EncodedCopies>();

function bodyOf(page: Page, encoding: Encoding | undefined): Buffer {
  if (!encoding) return Buffer.from(page.html);
  const copies = compressed.get(page) ?? {};
  compressed.set(page, copies);
  return encodedBody(copies, page.html, encoding);
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
) {
  response.writeHead(status, { ...headers, 'content-length': String(body.length) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The public site's web server: the built files from memory with long-lived caching for hashed ones,
 * and every other address as a page, rendered on the server where it can be.
 */
export function createPageServer({ files, page, headers }: PageServerOptions) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(request, response, 405, { ...headers, allow: 'GET, HEAD' }, Buffer.from('Method Not Allowed'));
      return;
    }
    let url: URL;
    let path: string;
    try {
      url = new URL(request.url ?? '/', 'http://station.local');
      path = decodeURIComponent(url.pathname);
    } catch {
      send(request, response, 400, headers, Buffer.from('Bad Request'));
      return;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const file = files.get(path);
    if (file) {
      const coding = encoding && file.bodies[encoding] ? encoding : undefined;
      send(
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
      return;
    }
    // A missing script or picture must fail as one: a page in its place would be parsed as code.
    if (path.startsWith('/assets/')) {
      send(
        request,
        response,
        404,
        { ...headers, 'content-type': 'text/plain; charset=utf-8' },
        Buffer.from('Not Found'),
      );
      return;
    }
    const language = languageFromCookie(request.headers.cookie) ?? DEFAULT_LANGUAGE;
    const rendered = await page(pageAddress(url), language);
    send(
      request,
      response,
      rendered.status,
      {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        // Pages change with every post; the browser asks again each time (the server keeps them briefly).
        'cache-control': 'no-cache',
        vary: 'accept-encoding, cookie',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
      bodyOf(rendered, encoding),
    );
  };
}
