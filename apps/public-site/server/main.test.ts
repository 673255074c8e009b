// @vitest-environment node
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built page server, started as operators start it, over one small build of the site.
const appDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'station-page-server-'));
const serverDir = join(work, 'server');
const siteDir = join(work, 'site');
const running: ChildProcess[] = [];

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Station TV" />
    <title>Station</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PRODUCTION_WITHOUT_EMAIL = {
  NODE_ENV: 'production',
  API_URL: 'http://127.0.0.1:9/api/',
  SITE_RECENT_VIDEOS_URL: 'https://www.youtube.com/playlist?list=PLreal',
  SITE_YOUTUBE_URL: 'https://www.youtube.com/@real',
  SITE_FACEBOOK_URL: 'https://www.facebook.com/real',
  SITE_TELEGRAM_URL: 'https://t.me/real',
  SITE_CONTACT_PHONES: '+251 11 000 0001',
  SITE_CONTACT_ADDRESS: 'Piassa, Addis Ababa',
  SITE_MAP_EMBED_URL: 'https://maps.example/embed?q=station',
  PUBLIC_SITE_URL: 'https://station.example',
  SITE_NAME: 'Station TV',
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server with `env` and resolves once it answers, with its address. */
async function start(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(serverDir, 'main.js')], {
    env: { SITE_DIR: siteDir, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: 'ignore',
  });
  running.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the page server exited with ${child.exitCode}`);
    const answer = await fetch(`${base}/robots.txt`).catch(() => undefined);
    if (answer?.ok) return base;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const settingsIn = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="station-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );

beforeAll(() => {
  execFileSync(
    process.execPath,
    [
      join(appDir, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'server/main.ts',
      '--outDir',
      serverDir,
    ],
    // Built as `pnpm build` builds it: the test runner's NODE_ENV (`test`) would be kept by Vite.
    { cwd: appDir, stdio: 'ignore', env: { NODE_ENV: 'production' } },
  );
  mkdirSync(join(siteDir, '.vite'), { recursive: true });
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), TEMPLATE);
  writeFileSync(join(siteDir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(siteDir, 'assets', 'index-1.js'), '');
  writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\n');
}, 120_000);

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('the built page server', () => {
  it("carries only React's production build, so a start without NODE_ENV=production draws pages as fast", () => {
    const code = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(serverDir, file), 'utf8'))
      .join('\n');
    expect(code).toContain('renderToString');
    // Names React gives only its development build: its element checks and its unknown-prop warnings.
    expect(code).not.toMatch(/jsxDEV|warnUnknownProperties/);
  });

  it('serves one build with the API address, contacts and policy of the settings it was started with', async () => {
    // Nothing listens on the API addresses: the pages asked for are the browser's to draw anyway.
    const [first, second] = await Promise.all([
      start({
        PUBLIC_API_URL: '/api/',
        API_URL: 'http://127.0.0.1:9/api/',
        SITE_CONTACT_EMAIL: 'news@one.example',
      }),
      start({
        PUBLIC_API_URL: 'https://api.two.example/api/',
        API_URL: 'http://127.0.0.1:9/api/',
        SITE_CONTACT_EMAIL: 'desk@two.example',
        IMAGE_ORIGINS: 'https://cdn.two.example',
      }),
    ]);
    const one = await fetch(`${first}/contact`);
    const two = await fetch(`${second}/contact`);
    const [oneSettings, twoSettings] = [settingsIn(await one.text()), settingsIn(await two.text())];
    expect([oneSettings.apiUrl, oneSettings.contact.email]).toEqual(['/api/', 'news@one.example']);
    expect([twoSettings.apiUrl, twoSettings.contact.email]).toEqual([
      'https://api.two.example/api/',
      'desk@two.example',
    ]);
    expect(one.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(two.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.two.example;",
    );
    expect(two.headers.get('content-security-policy')).toContain('https://cdn.two.example');
  });

  it('refuses a production start without the contact email, in one line naming it', () => {
    let failure: { status: number | null; stderr: string } = { status: 0, stderr: '' };
    try {
      execFileSync(process.execPath, [join(serverDir, 'main.js')], {
        env: { ...PRODUCTION_WITHOUT_EMAIL, SITE_DIR: siteDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (error) {
      failure = error as { status: number | null; stderr: string };
    }
    const lines = String(failure.stderr).trim().split('\n');
    expect(failure.status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}').msg).toBe('SITE_CONTACT_EMAIL is required in production');
  });
});
