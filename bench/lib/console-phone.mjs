// @ts-check
// The console on a phone network: how long the sign-in page, and the post editor for a signed-in
// admin, take to become usable on Lighthouse's mobile profile (its throttled network and 4× slower
// CPU, applied the way DevTools applies them), first visit, empty cache. The console is served as
// deployed: its own server for the page and files, the API on the same origin behind a proxy standing
// in for nginx (docs/deploy.md: HTTP/2 over TLS), so no call waits for a CORS preflight production
// never makes, and the browser fetches the console's chunks over one connection as it does there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as forward } from 'node:http';
import { createSecureServer } from 'node:http2';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from '@station/api/drills';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@station/playwright-config/chromium';
import { chromium } from 'playwright-core';
import { startApi } from './api-setup.mjs';
import { buildToTemp } from './build-to-temp.mjs';
import { startServer } from './processes.mjs';

/**
 * @param {number[]} values
 * @returns {number}
 */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A certificate for 127.0.0.1 made for this run (the browser is told to take it). */
const selfSigned = () => {
  const dir = mkdtempSync(join(tmpdir(), 'station-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-subj', '/CN=127.0.0.1', '-days', '1', '-keyout', join(dir, 'key.pem')],
        ...['-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// Headers HTTP/2 does not carry (RFC 9113, 8.2.2), and its own pseudo-headers, kept off either side.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
/** @param {import('node:http').IncomingHttpHeaders} headers */
const forwardable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/**
 * One origin, as nginx gives it (HTTP/2 over TLS): `/api/` and `/uploads/` to the API, everything
 * else to the console's server.
 * @param {{ consoleUrl: string; apiUrl: string }} origins
 */
const startFront = async ({ consoleUrl, apiUrl }) => {
  const server = createSecureServer({ ...selfSigned(), allowHTTP1: true }, (incoming, outgoing) => {
    const toApi = incoming.url.startsWith('/api/') || incoming.url.startsWith('/uploads/');
    const target = new URL(incoming.url, toApi ? apiUrl : consoleUrl);
    const headers = { ...forwardable(incoming.headers), host: target.host };
    const upstream = forward(target, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `https://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

/**
 * Runs in the page before its scripts: notes when `ready` first holds (the screen is there), then when
 * the page has painted it and its main thread next takes a task (a tap would be answered), in ms from
 * the navigation's start.
 * @param {{ kind: 'login' | 'editor'; title?: string }} page
 */
const watchUntilUsable = ({ kind, title }) => {
  const ready = {
    login: () =>
      document.querySelector('input[type="password"]') !== null &&
      document.querySelector('button[type="submit"]') !== null,
    editor: () =>
      [...document.querySelectorAll('input')].some((input) => input.value === title) &&
      (document.querySelector('.ProseMirror[contenteditable="true"]')?.textContent ?? '').length > 0,
  }[kind];
  /** @type {Marks} */
  const marks = {};
  /** @type {UsableWindow} */ (window).__usable = marks;
  const check = () => {
    if (marks.shown !== undefined || !ready()) return;
    marks.shown = performance.now();
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.usable = performance.now();
      }, 0),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
};

/**
 * When the screen was there, and when it would answer a tap, in ms from the navigation's start.
 * @typedef {{ shown?: number; usable?: number }} Marks
 */

/** @typedef {Window & { __usable?: Marks }} UsableWindow */

/**
 * Lighthouse's measure of this machine's speed (higher is faster), taken as Lighthouse takes it.
 * @param {import('playwright-core').Browser} browser
 */
const benchmarkIndex = async (browser) => {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
};

/**
 * The phone Lighthouse's mobile profile describes: its network and CPU, and its screen.
 * @typedef {{ network: { requestLatencyMs: number; downloadThroughputKbps: number; uploadThroughputKbps: number; cpuSlowdownMultiplier: number }; screen: { width: number; height: number; deviceScaleFactor: number } }} Profile
 */

/**
 * One first visit to `url` on the throttled phone; answers the marks and the bytes that came in.
 * @param {{ browser: import('playwright-core').Browser; url: string; kind: 'login' | 'editor'; title?: string; token?: string; profile: Profile }} options
 */
const visit = async ({ browser, url, kind, title, token, profile }) => {
  const context = await browser.newContext({
    viewport: { width: profile.screen.width, height: profile.screen.height },
    deviceScaleFactor: profile.screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  try {
    if (token) {
      await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    }
    await context.addInitScript(watchUntilUsable, { kind, title });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    let requests = 0;
    await cdp.send('Network.enable');
    cdp.on('Network.loadingFinished', (/** @type {{ encodedDataLength: number }} */ event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.requestLatencyMs,
      downloadThroughput: (profile.network.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (profile.network.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.network.cpuSlowdownMultiplier });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => /** @type {UsableWindow} */ (window).__usable?.usable !== undefined,
      undefined,
      {
        timeout: 60_000,
        polling: 100,
      },
    );
    const marks = await page.evaluate(() => /** @type {UsableWindow} */ (window).__usable ?? {});
    return {
      shown: Math.round(marks.shown ?? Number.NaN),
      usable: Math.round(marks.usable ?? Number.NaN),
      bytes,
      requests,
    };
  } finally {
    await context.close();
  }
};

/** @param {{ shown: number; usable: number; bytes: number; requests: number }[]} samples */
const summary = (samples) => ({
  usableMs: median(samples.map((s) => s.usable)),
  shownMs: median(samples.map((s) => s.shown)),
  minMs: Math.min(...samples.map((s) => s.usable)),
  maxMs: Math.max(...samples.map((s) => s.usable)),
  kb: Math.round(median(samples.map((s) => s.bytes)) / 1024),
  requests: median(samples.map((s) => s.requests)),
  samples: samples.map((s) => s.usable),
});

/**
 * Medians of `runs` first visits to the sign-in page and to the editor of a demo post, alternating,
 * with the machine's Lighthouse benchmark index and its load average beside them. `built` measures a
 * build made elsewhere (`{ outDir, serverDir }`: an earlier release's dist/ and dist-server/) instead
 * of building the working tree.
 * @param {{ root: string; apiPort: number; consolePort: number; runs: number; built?: { outDir: string; serverDir: string } }} options
 */
export const measureConsolePhone = async ({ root, apiPort, consolePort, runs, built }) => {
  const { throttling, screenEmulationMetrics } = await import('lighthouse/core/config/constants.js');
  const profile = { network: throttling.mobileSlow4G, screen: screenEmulationMetrics.mobile };
  const { outDir, serverDir } = built ?? buildToTemp(root, '@station/admin-console', 'console');
  const api = await startApi({ port: apiPort });
  try {
    const consoleServer = await startServer({
      script: join(serverDir, 'main.js'),
      env: {
        PORT: String(consolePort),
        HOST: '127.0.0.1',
        CONSOLE_DIR: outDir,
        PUBLIC_API_URL: '/api/',
        PUBLIC_SITE_URL: 'http://127.0.0.1:4173/',
      },
      readyUrl: `http://127.0.0.1:${consolePort}/health`,
    });
    const front = await startFront({ consoleUrl: `http://127.0.0.1:${consolePort}`, apiUrl: api.url });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const token = await login(api.url);
      /** @type {import('./production-site.mjs').ApiPost[]} */
      const [post] = await (await fetch(`${api.url}/api/post?limit=1`)).json();
      if (!post) throw new Error('the demo station lists no post');
      const loadBefore = loadavg()[0] ?? 0;
      const index = await benchmarkIndex(browser);
      const signIn = [];
      const editor = [];
      for (let run = 0; run < runs; run += 1) {
        signIn.push(await visit({ browser, url: `${front.url}/login`, kind: 'login', profile }));
        editor.push(
          await visit({
            browser,
            url: `${front.url}/dashboard/posts/${post._id}`,
            kind: 'editor',
            title: post.title,
            token,
            profile,
          }),
        );
      }
      return {
        profile: { ...profile.network, screen: profile.screen },
        benchmarkIndex: index,
        benchmarkIndexAfter: await benchmarkIndex(browser),
        loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
        runs,
        pages: [
          { name: 'console /login', ...summary(signIn) },
          { name: 'console /dashboard/posts/:id', ...summary(editor) },
        ],
      };
    } finally {
      await browser.close();
      await front.close();
      await consoleServer.stop();
    }
  } finally {
    await api.stop();
  }
};

/** @param {Awaited<ReturnType<typeof measureConsolePhone>>} figures */
export const consolePhoneTable = (figures) =>
  [
    `Lighthouse benchmark index ${figures.benchmarkIndex} (after: ${figures.benchmarkIndexAfter}), load average ${figures.loadAverage.before.toFixed(2)} → ${figures.loadAverage.after.toFixed(2)}, ${figures.runs} runs`,
    '',
    '| page | usable ms (median) | shown ms | min–max ms | KB in | requests |',
    '|---|---:|---:|---:|---:|---:|',
    ...figures.pages.map(
      (p) => `| ${p.name} | ${p.usableMs} | ${p.shownMs} | ${p.minMs}–${p.maxMs} | ${p.kb} | ${p.requests} |`,
    ),
  ].join('\n');
