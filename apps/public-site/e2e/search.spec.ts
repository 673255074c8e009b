import { expect, test } from './fixtures';

test('a visitor searches in Amharic and in English from the header', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill('ቡና');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?key=/);
  await expect(page.getByRole('heading', { name: 'የኢትዮጵያ የቡና ወጪ ንግድ ገቢ ጨመረ', level: 2 })).toBeVisible();

  await box.fill('marathon');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: /Dubai marathon/, level: 2 })).toBeVisible();

  await box.fill('zzqxnothing');
  await box.press('Enter');
  await expect(page.getByText('No Posts found')).toBeVisible();
});

test('the desktop search box is required', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
});

test('a search for ".." finds nothing rather than listing the latest posts', async ({ page }) => {
  await page.goto('/search?key=..');
  await expect(page.getByText('No Posts found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
});
