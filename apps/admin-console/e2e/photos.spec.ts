import { expect, type Page, test } from '@playwright/test';
import { asSuper, jpeg, openPublicPage, uniqueName, untilNewPostOpens } from './support';

/** The editor's writing surface. */
const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Detail' });

async function draftWithText(page: Page, title: string) {
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Local news' }).click();
  await editorOf(page).click();
  await page.keyboard.type('Before the photo.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await untilNewPostOpens(page);
}

test('a photo’s caption is written once, its focal point chosen, its description asked for, and its removal takes it from the text', async ({
  page,
  request,
}) => {
  // A photo cut at several widths and for sharing, and a wait for the public page to be drawn anew.
  test.setTimeout(90_000);
  await asSuper(page, request, '/dashboard/posts');
  const title = uniqueName('Portrait cover');
  await draftWithText(page, title);
  const editor = editorOf(page);

  const photos = page.getByRole('region', { name: 'Photos' });
  await photos
    .locator('input[type=file]')
    .setInputFiles({ name: 'tall.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 600, 1200) });
  await expect(page.getByText('Photos added.')).toBeVisible();
  await expect(photos.getByText(/No description yet/)).toBeVisible();
  await photos.getByLabel('Caption of photo 1').fill('First caption');

  // Pressed near the top of the picture, then one step down with the keyboard.
  const picture = photos.getByTestId('focus-area');
  // The picture is measured once it has loaded: until then it has no height to press on.
  await expect
    .poll(() => picture.evaluate((area) => area.getBoundingClientRect().height))
    .toBeGreaterThan(100);
  const box = await picture.boundingBox();
  if (!box) throw new Error('the photo is not drawn');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.1);
  // A pixel either way of the press moves the point by a fraction of a percent.
  const marker = photos.getByRole('button', {
    name: /Focal point of photo 1: (49|50|51)% across, (9|10|11)% down/,
  });
  await marker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(
    photos.getByRole('button', { name: /Focal point of photo 1: (49|50|51)% across, (14|15|16)% down/ }),
  ).toBeFocused();
  await photos.getByRole('button', { name: 'Save photos' }).click();
  await expect(page.getByText('Photos saved.')).toBeVisible();

  await editor.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('button', { name: 'Insert a photo of this post' }).click();
  await page.getByRole('menuitem', { name: /First caption/ }).click();
  await expect(editor.locator('figure figcaption')).toHaveText('First caption');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await photos.getByLabel('Caption of photo 1').fill('የጁምዓ ሶላት');
  await photos.getByRole('button', { name: 'Save photos' }).click();
  await expect(editor.locator('figure figcaption')).toHaveText('የጁምዓ ሶላት');

  await page.getByRole('button', { name: 'Publish now' }).click();
  const asked = page.getByRole('dialog', { name: 'Publish without photo descriptions?' });
  await expect(asked).toContainText('photo 1');
  await asked.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const postId = page.url().split('/').pop() ?? '';

  const visitor = await page.context().newPage();
  await openPublicPage(visitor, `/article/${postId}`);
  await expect(visitor.locator('.article__detail figure figcaption')).toHaveText('የጁምዓ ሶላት');
  await expect(visitor.locator('.article__detail figure img')).toHaveAttribute('alt', '');
  const slide = visitor.getByRole('region', { name: title }).locator('img');
  await expect(slide).toHaveAttribute('alt', '');
  const [across, down] = (await slide.evaluate((image) => getComputedStyle(image).objectPosition))
    .split(' ')
    .map((value) => Number.parseFloat(value));
  expect(Math.abs((across ?? 0) - 50)).toBeLessThan(2);
  expect(Math.abs((down ?? 0) - 15)).toBeLessThan(2);
  await expect(visitor.locator('.article__slide-caption')).toHaveText('የጁምዓ ሶላት');
  const shared = await visitor.locator('meta[property="og:image"]').getAttribute('content');
  expect(shared).toMatch(/\.jpg$/);
  const sharePicture = await request.get(shared ?? '');
  expect(sharePicture.headers()['content-type']).toBe('image/jpeg');

  await photos.getByRole('button', { name: 'Remove photo 1' }).click();
  const removing = page.getByRole('dialog', { name: 'Remove photo 1?' });
  await expect(removing).toContainText('it leaves the text too');
  await removing.getByRole('button', { name: 'Remove' }).click();
  await photos.getByRole('button', { name: 'Save photos' }).click();
  await expect(page.getByText('Photos saved.')).toBeVisible();
  await expect(editor.locator('figure')).toHaveCount(0);
  await expect(editor).toContainText('Before the photo.');

  // The page server draws the article anew once it hears the content changed (it polls for that).
  await expect
    .poll(
      async () => {
        await openPublicPage(visitor, `/article/${postId}`);
        return visitor.locator('.article__detail figure').count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(0);
  await expect(visitor.locator('.article__detail')).toContainText('Before the photo.');
  await visitor.close();
});
