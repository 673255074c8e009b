import { expect, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('on a 360 px phone the menu opens, locks the page, opens dropdowns by tap and closes on navigation', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const nav = page.locator('nav[aria-label="Main navigation"]');
  await expect(nav).toBeHidden();
  await toggle.tap();
  await expect(nav).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expect(nav.getByRole('searchbox')).toBeVisible();

  const programs = nav.getByRole('button', { name: 'Programs' });
  await programs.tap();
  await expect(programs).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'የጁምዓ ኹጥባ' })).toBeVisible();

  await nav.getByRole('link', { name: 'Live' }).tap();
  await expect(page).toHaveURL(/\/live$/);
  await expect(nav).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
});
