import { expect, test } from './fixtures';

test('a visitor switches to Amharic, keeps it across a reload, and switches back', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Language' }).click();
  await nav.getByRole('link', { name: 'አማርኛ (Amharic)' }).click();
  const amharicNav = page.getByRole('navigation', { name: 'ዋና ማውጫ' });
  await expect(amharicNav.getByRole('link', { name: 'መነሻ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('heading', { name: 'በቅርቡ የተለቀቁ ቪዲዮዎች' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await amharicNav.getByRole('button', { name: 'ቋንቋ' }).click();
  await amharicNav.getByRole('link', { name: 'English (እንግሊዝኛ)' }).click();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a reader with only the language cookie reads every page in that language', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'station-language', value: 'am', url: baseURL ?? '' }]);
  for (const path of ['/', '/articles/sport', '/about-us']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('navigation', { name: 'ዋና ማውጫ' })).toBeVisible();
  }
});
