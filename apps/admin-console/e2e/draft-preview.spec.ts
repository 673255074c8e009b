import { expect, test } from '@playwright/test';
import { addRegularAdmin, logIn, PUBLIC_SITE, uniqueName, untilNewPostOpens } from './support';

const PHONE = { width: 390, height: 844 };

test('a writer previews a saved draft at phone and desktop widths, and signing out ends the link', async ({
  page,
  request,
}) => {
  const writer = await addRegularAdmin(request, 'Previewer', false);
  await page.goto('/login');
  await logIn(page, writer.email, writer.password);
  await page.goto('/dashboard/posts');
  await page.getByRole('link', { name: 'New post' }).click();
  const title = uniqueName('Draft for the morning');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Local news' }).click();
  await page.getByRole('textbox', { name: 'Detail' }).click();
  await page.keyboard.type('The text readers will get tomorrow.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await untilNewPostOpens(page);
  const postId = page.url().split('/').pop() ?? '';

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview as readers would see it' });
  await expect(dialog).toContainText('last saved version');

  // At a phone's width: the article as the site draws it, marked as a preview, with nothing wider
  // than the screen.
  // Opened without an opener, so it is a page of the context rather than this page's popup.
  const phoneOpened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Open at phone width' }).click();
  const phone = await phoneOpened;
  await phone.setViewportSize(PHONE);
  await expect(phone).toHaveURL(new RegExp(`^${PUBLIC_SITE}/preview/`));
  await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(phone.getByText('Preview — not published')).toBeVisible();
  await expect(phone.getByText('The text readers will get tomorrow.')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // No script takes the page over: it stays the preview.
  await expect(phone.locator('script[type="module"]')).toHaveCount(0);
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const previewUrl = phone.url();
  await phone.close();

  // At a desktop's width, in a tab of its own.
  const desktopOpened = page.context().waitForEvent('page');
  await dialog.getByRole('link', { name: 'Open at desktop width' }).click();
  const desktop = await desktopOpened;
  await expect(desktop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(desktop.getByText('Preview — not published')).toBeVisible();

  const answer = await request.get(previewUrl);
  expect(answer.status()).toBe(200);
  expect(answer.headers()).toMatchObject({
    'cache-control': 'no-store, private',
    'x-robots-tag': 'noindex, nofollow',
  });
  // Readers still cannot reach the draft.
  expect((await request.get(`${PUBLIC_SITE}/article/${postId}`)).status()).toBe(404);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  // The console signs out locally at once and tells the API beside it.
  await expect.poll(async () => (await request.get(previewUrl)).status()).toBe(410);
  const ended = await desktop.reload();
  expect(ended?.status()).toBe(410);
  await expect(desktop.getByRole('heading', { name: 'This preview link has ended' })).toBeVisible();
});
