import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { API_URL, firstPost } from './support';

const HOUR_MS = 3_600_000;

/** The article's engaged readers around now, as the console's analytics page reads them. */
async function engagedReaders(request: APIRequestContext, token: string, articleId: string) {
  const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  const query = new URLSearchParams({
    from: new Date(hour - HOUR_MS).toISOString(),
    to: new Date(hour + 2 * HOUR_MS).toISOString(),
    targetKind: 'article',
    target: articleId,
  });
  const response = await request.get(`${API_URL}analytics/totals?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { current: { engaged: number } }).current.engaged;
}

test('a reader who scrolls through an article and leaves it counts as reading it engaged', async ({
  browser,
  request,
}) => {
  const login = await request.post(`${API_URL}admins/login`, {
    data: { email: 'admin@station.test', password: 'station-admin-pass' },
  });
  const { token } = (await login.json()) as { token: string };
  const post = await firstPost(request);
  const before = await engagedReaders(request, token, post._id);

  const context = await browser.newContext();
  const page = await context.newPage();
  const counted = page.waitForResponse((response) => response.url().includes('/view/increase'));
  await page.goto(`/article/${post._id}`);
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await counted;
  await page.mouse.wheel(0, 5_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Closing the tab hides the page, and the beacon goes as it does (the browser reports no beacon to
  // the test, so the API's figure is what is watched).
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => engagedReaders(request, token, post._id)).toBe(before + 1);
  await context.close();
});
