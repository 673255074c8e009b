import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API_URL } from './support';

/** Posts added for these journeys, with a word of their own to search for; trashed at the end. */
const WORD = `Bazaar${Date.now().toString(36)}`;
const ADDED = 25;
const added: string[] = [];

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post(`${API_URL}admins/login`, {
    data: { email: 'admin@station.test', password: 'station-admin-pass' },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (let number = 1; number <= ADDED; number += 1) {
    const response = await request.post(`${API_URL}post/add`, {
      headers,
      multipart: {
        title: `${WORD} market note ${number}`,
        detail: `Prices at the ${WORD} market, day ${number}.`,
        category: 'business',
        intent: 'publish',
      },
    });
    expect(response.status()).toBe(200);
    added.push(((await response.json()) as { data: { _id: string } }).data._id);
  }
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const id of added) await request.delete(`${API_URL}post/${id}`, { headers });
});

/** The posts a news page shows: the featured three's list and the grid's cards. */
const newsShown = (page: Page) => page.locator('.featured__item, .post-grid > li');
const more = (page: Page) => page.getByRole('main').getByRole('link', { name: 'More', exact: true });

test('a reader without scripts reads a category page 20 posts at a time and follows More', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A page drawn before the posts were added may be kept for a few seconds.
  await expect(async () => {
    await page.goto('/articles/business');
    await expect(newsShown(page)).toHaveCount(20, { timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  await expect(more(page)).toHaveAttribute('href', '/articles/business?page=2');

  await more(page).click();
  await expect(page).toHaveURL(/\/articles\/business\?page=2$/);
  const rest = await page.locator('.post-grid > li').count();
  expect(rest).toBeGreaterThanOrEqual(ADDED + 2 - 20);
  expect(rest).toBeLessThanOrEqual(20);
  await expect(page.locator('.featured')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/articles\/business\?page=2$/,
  );
  await context.close();
});

test('with scripts, More on search results goes to the next 20 within the site', async ({ page }) => {
  await expect(async () => {
    await page.goto(`/search?key=${WORD}`);
    await expect(page.locator('.post-grid > li')).toHaveCount(20, { timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  // A page the browser loads afresh would lose this mark: following More must keep the page.
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
  await more(page).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?key=${WORD}&page=2$`));
  await expect(page.locator('.post-grid > li')).toHaveCount(ADDED - 20);
  await expect(more(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});
