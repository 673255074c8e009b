import { expect, type Page, test } from '@playwright/test';
import {
  API,
  addRegularAdmin,
  asSuper,
  jpeg,
  logIn,
  PUBLIC_SITE,
  SUPER,
  uniqueName,
  untilNewPostOpens,
} from './support';

/** The editor's writing surface. */
const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Detail' });

/** A `datetime-local` value `seconds` from now, in the browser's own time zone. */
async function localTimeIn(page: Page, seconds: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, seconds);
}

async function startPost(page: Page, title: string) {
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: 'New post', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Local news' }).click();
}

test('a formatted post with a captioned photo and a video is scheduled and goes live on the site at its time', async ({
  page,
  request,
  browser,
}) => {
  await asSuper(page, request, '/dashboard/posts');
  const title = uniqueName('የጁምዓ ዜና');
  await startPost(page, title);
  const editor = editorOf(page);
  await editor.click();
  await page.getByRole('button', { name: 'Heading H2', exact: true }).click();
  await page.keyboard.type('ከመስጊዱ');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The imam spoke ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('about patience');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await untilNewPostOpens(page);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  const photos = page.getByRole('region', { name: 'Photos' });
  await photos
    .locator('input[type=file]')
    .setInputFiles({ name: 'friday.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 1200, 700) });
  await expect(page.getByText('Photos added.')).toBeVisible();
  await photos.getByLabel('Caption of photo 1').fill('የጁምዓ ሶላት');
  await photos.getByLabel(/Description of photo 1/).fill('Worshippers at prayer');
  await photos.getByRole('button', { name: 'Save photos' }).click();
  await expect(page.getByText('Photos saved.')).toBeVisible();

  await editor.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('button', { name: 'Insert a photo of this post' }).click();
  await page.getByRole('menuitem', { name: /የጁምዓ ሶላት/ }).click();
  await expect(editor.locator('figure img')).toHaveCount(1);
  await page.getByRole('button', { name: 'YouTube video' }).click();
  await page.getByLabel("The video's YouTube link").fill('not a video');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This is not a YouTube video link.')).toBeVisible();
  await page.getByLabel("The video's YouTube link").fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.locator('div[data-youtube="dQw4w9WgXcQ"]')).toHaveCount(1);

  await page.getByLabel('Publish at').fill(await localTimeIn(page, 6));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  const postId = page.url().split('/').pop() ?? '';

  const visitor = await browser.newPage();
  const article = `${PUBLIC_SITE}/article/${postId}`;
  expect((await visitor.goto(article))?.status()).toBe(404);
  await expect
    .poll(async () => (await visitor.goto(article))?.status(), { timeout: 20_000, intervals: [1_000] })
    .toBe(200);
  await expect(visitor).toHaveURL(new RegExp(`/article/${postId}/`));
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'ከመስጊዱ' })).toBeVisible();
  await expect(visitor.locator('strong', { hasText: 'about patience' })).toBeVisible();
  // The photo leads the slideshow too; the figure placed in the text is the one written here.
  await expect(visitor.locator('.article__detail figure figcaption', { hasText: 'የጁምዓ ሶላት' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /^Play video:/ })).toBeVisible();
  await expect(visitor.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new RegExp(`/article/${postId}/`),
  );
  await expect(visitor.getByText('Station Admin').first()).toBeVisible();
  await visitor.close();
});

test('a writer without the right submits a post, and a super publishes it from the review queue', async ({
  page,
  request,
  browser,
}) => {
  const writer = await addRegularAdmin(request, 'Writer', false);
  const title = uniqueName('Stringer report');
  const writerPage = await browser.newPage();
  await writerPage.goto('/login');
  await logIn(writerPage, writer.email, writer.password);
  await writerPage.goto('/dashboard/posts');
  await startPost(writerPage, title);
  await editorOf(writerPage).click();
  await writerPage.keyboard.type('From the field.');
  await expect(writerPage.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await writerPage.getByRole('button', { name: 'Submit for review' }).click();
  await expect(writerPage.getByText('In review', { exact: true })).toBeVisible();
  await writerPage.close();

  await asSuper(page, request, '/dashboard');
  await expect(page.getByRole('link', { name: /Review queue/ })).toContainText(/\d/);
  await page.getByRole('link', { name: /Review queue/ }).click();
  await expect(page).toHaveURL(/status=review/);
  await page
    .getByRole('link', { name: `Edit ${title.slice(0, 10)}` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published.')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${PUBLIC_SITE}/search?key=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole('link', { name: new RegExp(title.slice(0, 12)) }).first()).toBeVisible();
  await visitor.close();
});

test('a deleted post waits in the trash and comes back as a draft', async ({ page, request }) => {
  await asSuper(page, request, '/dashboard/posts');
  const title = uniqueName('Bin and back');
  await startPost(page, title);
  await editorOf(page).click();
  await page.keyboard.type('Short lived.');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published.')).toBeVisible();
  await page.goto('/dashboard/posts');
  const short = title.slice(0, 10);
  await page
    .getByRole('button', { name: `Move to trash ${short}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Move to trash' });
  await expect(dialog).toContainText('It can be restored for 30 days.');
  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText(`“${title}” is in the trash. It can be restored for 30 days.`)).toBeVisible();
  await page.getByRole('tab', { name: /In the trash/ }).click();
  await page
    .getByRole('button', { name: `Restore ${short}` })
    .first()
    .click();
  await expect(page.getByText('1 of 1 done.')).toBeVisible();
  await page.getByRole('tab', { name: /Draft/ }).click();
  await expect(page.getByRole('link', { name: `Edit ${short}` }).first()).toBeVisible();
});

/** The unsaved text this browser keeps for a post, whoever it is kept for. */
const keptDraft = (page: Page, postId: string) =>
  page.evaluate(
    (id) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('station-draft-') && key.endsWith(`-${id}`))
        .map((key) => localStorage.getItem(key))
        .join(''),
    postId,
  );

/** Signs in as the super, saves a new post once, then types a sentence that is kept but not saved. */
async function postWithUnsavedSentence(page: Page, sentence: string) {
  await page.goto('/login');
  await logIn(page, SUPER.email, SUPER.password);
  await page.goto('/dashboard/posts');
  await startPost(page, uniqueName('Desk copy'));
  await editorOf(page).click();
  await page.keyboard.type('First paragraph.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await untilNewPostOpens(page);
  const postId = page.url().split('/').pop() ?? '';
  await editorOf(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` ${sentence}`);
  await expect.poll(() => keptDraft(page, postId)).toContain(sentence);
  return postId;
}

test('unsaved text leaves with the admin who signs out and is never offered to the next one', async ({
  page,
  request,
}) => {
  const desk = await addRegularAdmin(request, 'Desk', true);
  const postId = await postWithUnsavedSentence(page, 'A sentence only the super typed.');

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  expect(await keptDraft(page, postId)).toBe('');

  await logIn(page, desk.email, desk.password);
  await page.goto(`/dashboard/posts/${postId}`);
  await expect(page.getByRole('heading', { name: 'Edit post', level: 1 })).toBeVisible();
  await expect(editorOf(page)).toContainText('First paragraph.');
  await expect(page.getByText(/You have unsaved changes/)).toHaveCount(0);
  await expect(editorOf(page)).not.toContainText('A sentence only the super typed.');
});

test('restoring kept text after a colleague saved shows both versions and overwrites nothing', async ({
  page,
  request,
}) => {
  const postId = await postWithUnsavedSentence(page, 'My sentence kept in the browser.');
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const headers = { authorization: `Bearer ${token}` };
  const current = await (await request.get(`${API}post/${postId}`, { headers })).json();
  const colleagueTitle = uniqueName('Colleague title');
  const saved = await request.patch(`${API}post/${postId}`, {
    headers,
    data: {
      title: colleagueTitle,
      category: 'local',
      detail: 'A colleague corrected this.',
      body: '<p>A colleague corrected this.</p>',
      updatedAt: current.updatedAt,
    },
  });
  expect(saved.status()).toBe(200);

  await page.reload();
  await page.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved this post after your text was kept' });
  await expect(dialog.getByRole('region', { name: 'Title' })).toContainText(colleagueTitle);
  await expect(dialog.getByRole('region', { name: 'Detail' })).toContainText(
    'My sentence kept in the browser.',
  );
  await expect(dialog.getByRole('region', { name: 'Detail' })).toContainText('A colleague corrected this.');

  // Writing on with the kept text: a save is refused by the server and the choice comes back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editorOf(page)).toContainText('My sentence kept in the browser.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeVisible();
  const after = await (await request.get(`${API}post/${postId}`, { headers })).json();
  expect(after.title).toBe(colleagueTitle);
  expect(after.detail).toContain('A colleague corrected this.');

  await dialog.getByRole('button', { name: 'Use their version' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(colleagueTitle);
  await expect(editorOf(page)).toContainText('A colleague corrected this.');
});

test('unsaved text survives a session that ends mid-edit', async ({ page, request }) => {
  await page.goto('/login');
  await logIn(page, SUPER.email, SUPER.password);
  await page.goto('/dashboard/posts');
  const title = uniqueName('Late night copy');
  await startPost(page, title);
  await editorOf(page).click();
  await page.keyboard.type('First paragraph.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await untilNewPostOpens(page);
  const postId = page.url().split('/').pop() ?? '';

  await editorOf(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' A sentence nobody saved.');
  await expect.poll(() => keptDraft(page, postId)).toContain('A sentence nobody saved.');

  // The session ends on the server while the editor writes (as when the token runs out).
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  await request.post(`${API}admins/logout`, { headers: { authorization: `Bearer ${token}` } });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, SUPER.email, SUPER.password);
  await expect(page).toHaveURL(new RegExp(`/dashboard/posts/${postId}$`));
  await expect(page.getByText(/You have unsaved changes/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(editorOf(page)).toContainText('A sentence nobody saved.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
});

test('breaking news set in the console shows on every public page until it is removed', async ({
  page,
  request,
  browser,
}) => {
  await asSuper(page, request, '/dashboard/banner');
  const text = uniqueName('ሰበር ዜና: roads around the stadium close at noon');
  await page.getByRole('textbox', { name: 'Banner text' }).fill(text);
  await page.getByLabel('Show until').fill(await localTimeIn(page, 3600));
  await page.getByRole('button', { name: 'Show the banner' }).click();
  await expect(page.getByText('The banner is on every page until it ends.')).toBeVisible();

  const visitor = await browser.newPage();
  for (const path of ['/', '/about-us']) {
    await expect
      .poll(async () => {
        await visitor.goto(`${PUBLIC_SITE}${path}`);
        return visitor.getByRole('complementary', { name: 'Breaking news' }).textContent();
      })
      .toContain(text);
  }

  await page.getByRole('button', { name: 'Remove the banner' }).click();
  await expect(page.getByText('The banner was removed.')).toBeVisible();
  await expect
    .poll(async () => {
      await visitor.goto(PUBLIC_SITE);
      return visitor.getByText(text).count();
    })
    .toBe(0);
  await visitor.close();
});
