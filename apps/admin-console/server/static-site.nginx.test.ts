// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFor } from './console-build.fixture';
import { CURRENT_SITE, writeSiteFolder } from './site-folder';

// Debian's nginx, as production runs it (.ci/run installs it).
const NGINX = '/usr/sbin/nginx';
const prefix = mkdtempSync(join(tmpdir(), 'station-console-nginx-'));
let nginx: ChildProcess | undefined;
let origin = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** nginx answering at all, within ten seconds of its start. */
async function untilUp(url: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx?.exitCode !== null) throw new Error(`nginx stopped at start (${nginx?.exitCode})`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await wait(50);
  }
  throw new Error('nginx did not answer within 10 s');
}

beforeAll(async () => {
  const folder = join(prefix, 'console');
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  writeSiteFolder(folder, siteFor({ IMAGE_ORIGINS: 'https://images.example' }, join(folder, CURRENT_SITE)));
  const port = await freePort();
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
daemon off;
master_process off;
events {}
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  server {
    listen 127.0.0.1:${port};
    include ${folder}/${CURRENT_SITE}/console.conf;
  }
}
`,
  );
  nginx = spawn(NGINX, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  origin = `http://127.0.0.1:${port}`;
  await untilUp(`${origin}/health`);
});

afterAll(() => {
  nginx?.kill('SIGTERM');
  rmSync(prefix, { recursive: true, force: true });
});

describe('the console served by nginx from its static site', () => {
  it('answers every address with the page and its settings, never cached, with the policy', async () => {
    const answer = await fetch(`${origin}/dashboard/no-such-page`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toContain('https://images.example');
    expect(await answer.text()).toContain('id="station-config"');
  });

  it("names the route's scripts on the page drawn at a route's address", async () => {
    const page = await (await fetch(`${origin}/dashboard/posts/6f1c2e4a`)).text();
    expect(page).toContain('href="/assets/_postId-c1.js"');
    const newPost = await (await fetch(`${origin}/dashboard/posts/new`)).text();
    expect(newPost).toContain('href="/assets/new-n1.js"');
    expect(newPost).not.toContain('_postId-c1.js');
  });

  it('sends the built scripts compressed and kept for good, and a missing one as missing', async () => {
    const script = await fetch(`${origin}/assets/index-e1.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(await script.text()).toBe('console.info(1)');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${origin}/assets/gone-z9.js`)).status).toBe(404);
    const icon = await fetch(`${origin}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await icon.text()).toBe('<svg/>');
  });

  it('keeps the pages themselves and the configuration out of reach', async () => {
    expect((await fetch(`${origin}/_pages/index.html`)).status).toBe(404);
    expect(await (await fetch(`${origin}/console.conf`)).text()).not.toContain('location');
    expect((await fetch(`${origin}/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('answers the health check', async () => {
    const health = await fetch(`${origin}/health`);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
