import { expect, test } from './fixtures';
import { firstPost } from './support';

const FACEBOOK = 'https://www.facebook.com/sharer/sharer.php?u=';

test("an article's share links carry its full address before any script, unchanged once scripts run", async ({
  page,
  request,
  baseURL,
}) => {
  const post = await firstPost(request);
  const answer = await request.get(`/article/${post._id}`);
  const html = await answer.text();
  const drawn = /href="(https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=[^"]*)"/.exec(html)?.[1];
  const path = new URL(answer.url()).pathname;
  expect(drawn?.startsWith(`${FACEBOOK}${encodeURIComponent(`${baseURL}/article/${post._id}`)}`)).toBe(true);

  await page.goto(path);
  const link = page.getByRole('link', { name: 'Share on Facebook' });
  await expect(link).toHaveAttribute('href', drawn?.replaceAll('&amp;', '&') ?? '');
});

test('an address with a trailing slash opens the page without it, its query kept', async ({ page }) => {
  await page.goto('/about-us/?from=telegram');
  await expect(page).toHaveURL(/\/about-us\?from=telegram$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
