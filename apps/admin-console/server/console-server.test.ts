// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStaticFiles } from '@station/http/static-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSecurityHeaders } from './console-policy';
import { createConsoleServer, withSettings } from './console-server';
import { readConsoleEnv, SettingError } from './env';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Station — Admin</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const dist = mkdtempSync(join(tmpdir(), 'station-console-dist-'));
const servers: Server[] = [];

/** The one build, served by a console server started with `settings` as its environment. */
async function serve(settings: Record<string, string>): Promise<string> {
  const env = readConsoleEnv(settings);
  const handle = createConsoleServer({
    files: await loadStaticFiles(dist),
    page: withSettings(PAGE, env.config),
    headers: consoleSecurityHeaders(env),
  });
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const settingsIn = (html: string) => {
  const match = /<script type="application\/json" id="station-config">(.*?)<\/script>/.exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
};
const directive = (policy: string | null, name: string) =>
  policy
    ?.split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("console")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the console's server", () => {
  it('hands one build two different API addresses and policies, from the settings it started with', async () => {
    const production = await serve({
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://station.example/',
      IMAGE_ORIGINS: 'https://cdn.station.example/uploads/',
    });
    const staging = await serve({
      PUBLIC_API_URL: 'https://api.staging.example/api/',
      PUBLIC_SITE_URL: 'https://staging.example/',
    });

    const first = await fetch(`${production}/dashboard/posts`);
    const second = await fetch(`${staging}/dashboard/posts`);
    expect(settingsIn(await first.text())).toEqual({
      apiUrl: '/api/',
      publicSiteUrl: 'https://station.example/',
    });
    expect(settingsIn(await second.text())).toEqual({
      apiUrl: 'https://api.staging.example/api/',
      publicSiteUrl: 'https://staging.example/',
    });
    const policy = first.headers.get('content-security-policy');
    const stagingPolicy = second.headers.get('content-security-policy');
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://station.example',
      'https://cdn.station.example',
    ]);
    expect(directive(stagingPolicy, 'connect-src')).toEqual(["'self'", 'https://api.staging.example']);
    expect(directive(stagingPolicy, 'script-src')).toEqual(["'self'"]);
    expect(first.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('keeps hashed files for good, asks again for the page, answers health, and refuses a missing script', async () => {
    const base = await serve({});
    const script = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log("console")');
    const page = await fetch(`${base}/login`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600');
    const health = await fetch(`${base}/health`);
    expect({ status: health.status, body: await health.json() }).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    const missing = await fetch(`${base}/assets/index-gone.js`);
    expect({ status: missing.status, type: missing.headers.get('content-type') }).toEqual({
      status: 404,
      type: 'text/plain; charset=utf-8',
    });
    expect((await fetch(`${base}/login`, { method: 'POST' })).status).toBe(405);
  });

  it('writes a configured address holding markup as data that cannot close its block', async () => {
    const base = await serve({
      PUBLIC_SITE_URL: 'https://station.example/</script><script>alert(1)</script>',
    });
    const html = await (await fetch(`${base}/`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(settingsIn(html).publicSiteUrl).toBe('https://station.example/</script><script>alert(1)</script>');
  });
});

describe("the console server's settings", () => {
  it('stop a production start without the public site address, naming it', () => {
    expect(() => readConsoleEnv({ NODE_ENV: 'production' })).toThrow(
      new SettingError('PUBLIC_SITE_URL is required in production'),
    );
  });

  it('name a bad value', () => {
    expect(() => readConsoleEnv({ PUBLIC_API_URL: 'api.example' })).toThrow(/^PUBLIC_API_URL must be/);
    expect(() => readConsoleEnv({ IMAGE_ORIGINS: 'cdn.example' })).toThrow(/^IMAGE_ORIGINS .*"cdn\.example"/);
    expect(() => readConsoleEnv({ PORT: 'eighty' })).toThrow(/^PORT must be/);
  });
});
