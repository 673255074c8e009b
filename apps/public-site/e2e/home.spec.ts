import { expect, test } from './fixtures';

test('a visitor lands on the home page, plays a recent video and closes the player three ways', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Station TV');
  await expect(page.getByRole('heading', { name: 'Advertisment' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Advertisement \d$/ })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'recently released videos' })).toBeVisible();
  const videos = page.getByRole('link', { name: /^Play video:/ });
  await expect(videos).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'recently released', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/articles');

  await videos.first().click();
  const dialog = page.getByRole('dialog', { name: 'Video player' });
  const player = dialog.getByTitle('Station video 1');
  await expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0');
  // The dialog is modal: Tab walks its own controls (and the browser's), never the page behind it.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    const behind = await page.evaluate(
      () => document.activeElement !== document.body && document.activeElement?.closest('dialog') == null,
    );
    expect(behind).toBe(false);
  }
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(player).toBeHidden();
  await expect(videos.first()).toBeFocused();

  await videos.nth(1).click();
  await expect(page.getByTitle('Station video 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTitle('Station video 2')).toBeHidden();
  await expect(videos.nth(1)).toBeFocused();

  await videos.nth(2).click();
  await expect(page.getByTitle('Station video 3')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.getByTitle('Station video 3')).toBeHidden();
});

test('the top bar shows the first satellite entry and the footer lists them all', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByText('Nilesat 201 · 11595 MHz · Vertical · Symbol rate 27500'),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/Ethiosat/)).toBeVisible();
});
