// @ts-check
// A reader's second visit to the home page: the first visit has installed the service worker and
// filled the browser's caches; the second is counted in bytes as they leave the servers, through a
// counting proxy, so what the service worker fetches for itself counts as well as what the page does.
import { createServer, request as forward } from 'node:http';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@station/playwright-config/chromium';
import { chromium } from 'playwright-core';

const startCountingProxy = async () => {
  let bytes = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/');
    const upstream = forward(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      bytes += Buffer.byteLength(
        `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n${answer.rawHeaders
          .map((value, index) => (index % 2 === 0 ? `${value}: ` : `${value}\r\n`))
          .join('')}\r\n`,
      );
      answer.on('data', (chunk) => {
        bytes += chunk.length;
      });
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    reset: () => {
      bytes = 0;
    },
    bytes: () => bytes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

/**
 * Bytes transferred by a first visit to `url` on a phone-sized screen, and by the visit after it.
 * @param {string} url
 */
export const measureRepeatVisit = async (url) => {
  const proxy = await startCountingProxy();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    proxy: { server: proxy.url, bypass: '<-loopback>' },
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'networkidle' });
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.waitForLoadState('networkidle');
    await first.close();
    const firstVisitBytes = proxy.bytes();

    proxy.reset();
    const second = await context.newPage();
    await second.goto(url, { waitUntil: 'networkidle' });
    await second.locator('html[data-live]').waitFor({ state: 'attached' });
    await second.waitForLoadState('networkidle');
    return { page: new URL(url).pathname, firstVisitBytes, bytes: proxy.bytes() };
  } finally {
    await browser.close();
    await proxy.close();
  }
};
