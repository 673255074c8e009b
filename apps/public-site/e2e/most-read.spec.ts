import { expect, test } from './fixtures';

test('an article a reader opened shows under "Most read this week", drawn by the server', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.locator('main a[href^="/article/"]').first().click();
  const heading = page.locator('h1.article__title');
  await expect(heading).toBeVisible();
  const title = (await heading.textContent()) ?? '';
  // Views reach the list within the API's and the page server's few seconds of caching.
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/')).text();
        const block = html.split('Most read this week')[1] ?? '';
        return block.includes(title);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});
