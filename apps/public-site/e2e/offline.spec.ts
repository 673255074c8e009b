import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPost } from './support';

/**
 * Takes the reader off the network. The service worker's own requests are cut too: the browser's
 * offline switch does not reach them.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
}

test('a reader goes offline and reads an article they read before, found on the offline page', async ({
  page,
  context,
  request,
}) => {
  const post = await firstPost(request);
  await page.goto(`/article/${post._id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const articleUrl = new URL(page.url()).pathname;
  // The worker starts once the page has loaded, then keeps the article and the files it runs on.
  await expect
    .poll(() =>
      page.evaluate(async (path) => {
        const saved = await (await caches.open('station-articles')).keys();
        return saved.some((entry) => new URL(entry.url).pathname === path);
      }, articleUrl),
    )
    .toBe(true);

  await goOffline(context);
  // A page of its own: the journeys' page waits for the site's scripts, which the offline page has not.
  const offline = await context.newPage();
  await offline.goto('/');
  await expect(offline.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await offline.getByRole('link', { name: post.title }).click();
  await expect(offline.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(offline).toHaveURL(new RegExp(`${articleUrl}$`));
});

test('a reader saving data gets the narrowest pictures and no web font, and can turn it off', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'save-data': 'on' } });
  const page = await context.newPage();
  await page.goto('/articles');
  await expect(page.locator('html')).toHaveAttribute('data-saver', '');
  await expect(page.getByText("Data saver is on: small pictures and your phone's own font.")).toBeVisible();
  const pictures = page.getByRole('main').locator('img[src*="/uploads/"]');
  await expect(pictures.first()).toBeAttached();
  expect(
    await pictures.evaluateAll((images) => images.filter((image) => image.hasAttribute('srcset')).length),
  ).toBe(0);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => [...document.fonts].length)).toBe(0);

  await page.getByRole('link', { name: 'Turn data saver off' }).click();
  await expect(page.getByText('Data saver is off.')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-saver', '');
  await context.close();
});

test("the offline page's scripts are all installed with the worker, not only once a page has used them", () => {
  const dist = join(import.meta.dirname, '..', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const needed = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file)) return;
    needed.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('offline.html');
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  expect([...needed].filter((file) => !worker.includes(`"${file}"`))).toEqual([]);
});
