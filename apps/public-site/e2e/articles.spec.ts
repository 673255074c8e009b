import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { API_URL, firstPost } from './support';

test('a visitor reads a category through the News menu and steps through its slideshow', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'News' }).hover();
  await nav.getByRole('link', { name: 'ስፖርት' }).click();
  await expect(page).toHaveURL(/\/articles\/sport$/);
  await expect(page.getByRole('heading', { name: 'ስፖርት', level: 1 })).toBeVisible();
  const slideshow = page.getByRole('region', { name: 'Top stories' });
  const firstTitle = await slideshow.getByRole('heading').textContent();
  await slideshow.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slideshow.getByRole('heading')).not.toHaveText(firstTitle ?? '');
  await slideshow.getByRole('button', { name: 'Next slide' }).click();
  await expect(slideshow.getByRole('heading')).toHaveText(firstTitle ?? '');
});

test("an article's view count takes in a visitor in a new session", async ({ browser, request }) => {
  const post = await firstPost(request);
  const path = `/article/${post._id}`;
  const shownCount = async (page: Page) =>
    Number((await page.getByTestId('view-count').textContent())?.match(/\d+/)?.[0]);

  const first = await browser.newContext();
  const page = await first.newPage();
  const counted = page.waitForResponse((response) => response.url().includes('/view/increase'));
  await page.goto(path);
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  const before = await shownCount(page);
  expect((await counted).status()).toBe(204);
  await expect(page).toHaveTitle(`${post.title} | Station TV`);
  await expect(page.getByRole('heading', { name: 'Latest articles' })).toBeVisible();
  await first.close();
  await expect
    .poll(async () => (await (await request.get(`${API_URL}post/${post._id}`)).json()).visit)
    .toBeGreaterThan(before);

  // Pages (PAGE_CACHE_MS, five seconds here) and the API's answers are each kept a few seconds, so the
  // next reader's count may trail the database by that long (the exact count is the API suite's to
  // check); it shows the visit after.
  const second = await browser.newContext();
  const again = await second.newPage();
  await expect
    .poll(
      async () => {
        await again.goto(path);
        return shownCount(again);
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBeGreaterThan(before);
  await second.close();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sorry, we could not find this page.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'recently released videos' })).toBeVisible();
});

test('an article opened again the same day counts as a page view, in a new tab too', async ({
  page,
  context,
  request,
}) => {
  const post = await firstPost(request);
  const path = `/article/${post._id}`;
  const counted = (on: Page) => on.waitForRequest((sent) => sent.url().includes('/view/increase'));
  const status = (sent: Request, name: string) => new URL(sent.url()).searchParams.get(name);

  const first = counted(page);
  await page.goto(path);
  expect(status(await first, 'articleStatus')).toBe('visit');

  const reload = counted(page);
  await page.reload();
  expect(status(await reload, 'articleStatus')).toBe('page-view');

  // A new tab is a new session for the site's totals, but the same reader on the same day.
  const tab = await context.newPage();
  const again = counted(tab);
  await tab.goto(path);
  const sent = await again;
  expect(status(sent, 'webStatus')).toBe('visit');
  expect(status(sent, 'articleStatus')).toBe('page-view');
});
