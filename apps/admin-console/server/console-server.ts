import type { IncomingMessage, ServerResponse } from 'node:http';
import { type EncodedCopies, encodedBody, preferredEncoding } from '@station/http/encoding';
import { settingsBlock } from '@station/http/settings-block';
import type { StaticFile } from '@station/http/static-files';
import { sendBody } from '@station/http/web-server';
import { CONSOLE_CONFIG_ID, type ConsoleConfig } from '../src/config/read-console-config';
import { withPreloads } from './route-preloads';

interface ConsoleServerOptions {
  files: ReadonlyMap<string, StaticFile>;
  /** The built index.html with the settings written into it (see `withSettings`). */
  page: string;
  /** Sent with every answer: the policy and the security headers computed from the settings. */
  headers: Readonly<Record<string, string>>;
  /** The scripts the route drawn at a path needs beyond the page's own (see `routePreloads`). */
  preloads?: (path: string) => readonly string[];
}

/** The built index.html with the console's settings in a JSON block, read by the app before its first call. */
export function withSettings(template: string, config: ConsoleConfig): string {
  if (!template.includes('</head>')) throw new Error('The console page has no </head>');
  return template.replace('</head>', () => `  ${settingsBlock(CONSOLE_CONFIG_ID, config)}\n  </head>`);
}

/**
 * The console's web server: its built files from memory (hashed ones cached for good), `GET /health`
 * for the load balancer, and its page, with the settings, at every other address (the console's
 * routes are drawn in the browser), naming the scripts of the route drawn there to fetch at once.
 */
export function createConsoleServer({ files, page, headers, preloads }: ConsoleServerOptions) {
  // One page per list of preloads: the lists come from the build's few routes, so this stays small.
  const pages = new Map<string, { body: Buffer; copies: EncodedCopies }>();
  const pageFor = (path: string) => {
    const list = preloads?.(path) ?? [];
    const key = list.join(' ');
    let known = pages.get(key);
    if (!known) {
      known = { body: Buffer.from(withPreloads(page, list)), copies: {} };
      pages.set(key, known);
    }
    return known;
  };
  const text = (status: number, body: string) => ({
    status,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    body: Buffer.from(body),
  });
  return (request: IncomingMessage, response: ServerResponse) => {
    const answer = (status: number, extra: Record<string, string>, body: Buffer) =>
      sendBody(request, response, status, { ...headers, ...extra }, body);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const refused = text(405, 'Method Not Allowed');
      answer(refused.status, { ...refused.headers, allow: 'GET, HEAD' }, refused.body);
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://console.local').pathname);
    } catch {
      const bad = text(400, 'Bad Request');
      answer(bad.status, bad.headers, bad.body);
      return;
    }
    if (path === '/health') {
      answer(
        200,
        { 'content-type': 'application/json', 'cache-control': 'no-store' },
        Buffer.from('{"status":"ok"}'),
      );
      return;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const file = files.get(path);
    if (file) {
      const coding = encoding && file.bodies[encoding] ? encoding : undefined;
      answer(
        200,
        {
          'content-type': file.type,
          'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          vary: 'accept-encoding',
          ...(coding ? { 'content-encoding': coding } : {}),
        },
        (coding ? file.bodies[coding] : file.bodies.identity) ?? Buffer.alloc(0),
      );
      return;
    }
    // A missing script must fail as one: the page in its place would be parsed as code.
    if (path.startsWith('/assets/')) {
      const missing = text(404, 'Not Found');
      answer(missing.status, missing.headers, missing.body);
      return;
    }
    const drawn = pageFor(path);
    answer(
      200,
      {
        'content-type': 'text/html; charset=utf-8',
        // The page names the current build's scripts: a browser asks again each time, so a release
        // is picked up on the next load.
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
      encoding ? encodedBody(drawn.copies, drawn.body, encoding) : drawn.body,
    );
  };
}
