// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSecurityHeaders } from './console-policy';
import { createConsoleServer, withSettings } from './console-server';
import { readConsoleEnv } from './env';
import { routePreloads } from './route-preloads';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Station — Admin</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const preloads = routePreloads({
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/routes/login.tsx?tsr-split=component': { file: 'assets/login-l1.js' },
  'src/routes/_authed.tsx?tsr-split=component': { file: 'assets/_authed-a1.js' },
  'src/routes/_authed/dashboard/posts/$postId.tsx?tsr-split=component': { file: 'assets/_postId-c1.js' },
});

let server: Server;
let base: string;

beforeAll(async () => {
  const env = readConsoleEnv({});
  server = createServer(
    createConsoleServer({
      files: new Map(),
      page: withSettings(PAGE, env.config),
      headers: consoleSecurityHeaders(env),
      preloads,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

/** The page as a browser that takes `encoding` reads it (fetch undoes the compression). */
async function pageAt(path: string, encoding: string) {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
  return { coding: response.headers.get('content-encoding'), html: await response.text() };
}

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe("the console's page", () => {
  it('tells the browser at once which scripts the route at its address needs, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const signIn = await pageAt('/login', encoding);
      const editor = await pageAt('/dashboard/posts/6f1c2e4a', encoding);
      expect(signIn.coding).toBe(encoding === 'identity' ? null : encoding);
      expect(preloaded(signIn.html)).toEqual(['/assets/login-l1.js']);
      expect(preloaded(editor.html)).toEqual(['/assets/_authed-a1.js', '/assets/_postId-c1.js']);
      expect(editor.html).toContain('id="station-config"');
    }
  });

  it('is the plain page where no route is drawn', async () => {
    const { html } = await pageAt('/no-such-page', 'br');
    expect(preloaded(html)).toEqual([]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });
});
