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

test('on a 360 px phone every entry of the open menu can be reached, the last one too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const nav = page.locator('nav[aria-label="Main navigation"]');
  const language = nav.getByRole('button', { name: 'Language' });
  await language.scrollIntoViewIfNeeded();
  await expect(language).toBeInViewport({ ratio: 1 });
  await language.tap();
  const amharic = nav.getByRole('link', { name: 'አማርኛ (Amharic)' });
  await amharic.scrollIntoViewIfNeeded();
  await expect(amharic).toBeInViewport({ ratio: 1 });
});

test("on a 360 px phone the slideshow's arrows leave its caption readable", async ({ page }) => {
  await page.goto('/articles');
  const slideshow = page.getByRole('region', { name: 'Top stories' });
  const caption = await slideshow.getByRole('heading').boundingBox();
  expect(caption).not.toBeNull();
  for (const name of ['Previous slide', 'Next slide']) {
    const arrow = await slideshow.getByRole('button', { name }).boundingBox();
    expect(arrow).not.toBeNull();
    if (!caption || !arrow) continue;
    const apart =
      arrow.x + arrow.width <= caption.x ||
      caption.x + caption.width <= arrow.x ||
      arrow.y + arrow.height <= caption.y ||
      caption.y + caption.height <= arrow.y;
    expect(apart, `${name} covers the caption`).toBe(true);
  }
});
