import { expect, test } from './fixtures';

// Addresses that look like pages but name nothing: each must be a real 404, to crawlers and readers alike.
const MISSING = [
  '/articles/foo',
  '/program/00000000-0000-4000-8000-000000000000',
  '/program/not-a-program',
  '/article/00000000-0000-4000-8000-000000000000',
];

for (const path of MISSING) {
  test(`${path} answers 404 and shows the not-found page`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Sorry, we could not find this page.');

    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sorry, we could not find this page.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to homepage' })).toBeVisible();
  });
}

test('a not-found page is not counted as a page view; the page after it is', async ({ page }) => {
  const counted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/view/increase')) counted.push(request.url());
  });
  await page.goto('/articles/foo');
  await expect(page.getByRole('heading', { name: 'Sorry, we could not find this page.' })).toBeVisible();
  const home = page.waitForRequest((request) => request.url().includes('/view/increase'));
  await page.getByRole('main').getByRole('link', { name: 'Back to homepage' }).click();
  expect(counted).toEqual([(await home).url()]);
  expect(new URL(counted[0] ?? '').searchParams.get('path')).toBe('/');
});
