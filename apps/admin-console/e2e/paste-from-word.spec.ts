import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API, asSuper, uniqueName, untilNewPostOpens } from './support';

/** What Word puts on the clipboard for a short article: headings, lists, a table, a picture, a link. */
const WORD = readFileSync(new URL('../src/features/post-editor/fixtures/word.html', import.meta.url), 'utf8');

test('an article pasted from Word keeps its structure in the editor and as saved, and its picture is named', async ({
  page,
  request,
}) => {
  const token = await asSuper(page, request, '/dashboard/posts');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(uniqueName('Budget'));
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Local news' }).click();

  const editor = page.getByRole('textbox', { name: 'Detail' });
  await editor.click();
  await editor.evaluate((element, html) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/html', html);
    clipboard.setData('text/plain', 'Addis Ababa council approves the new budget');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  }, WORD);

  await expect(
    editor.getByRole('heading', { level: 2, name: 'Addis Ababa council approves the new budget' }),
  ).toBeVisible();
  await expect(editor.locator('ul > li > ul > li')).toHaveText('Light rail extension');
  await expect(editor.locator('ol > li')).toHaveText(['Publish the tender', 'Hold public hearings']);
  await expect(editor).toContainText('Roads | 31%');
  await expect(page.getByRole('alert')).toContainText('1 picture was not pasted.');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await untilNewPostOpens(page);
  const postId = page.url().split('/').at(-1);
  const saved = await request.get(`${API}post/${postId}`, { headers: { authorization: `Bearer ${token}` } });
  const { body } = await saved.json();
  expect(body).toContain('<h2>Addis Ababa council approves the new budget</h2>');
  expect(body).toContain('<li><p>Light rail extension</p></li>');
  expect(body).toContain('href="https://addisababa.gov.et/budget?year=2026&amp;lang=am"');
  expect(body).not.toMatch(/google\.com|·|file:/);
});
