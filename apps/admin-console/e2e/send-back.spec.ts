import { expect, test } from '@playwright/test';
import { addRegularAdmin, asSuper, logIn } from './support';

test('a super sends a submitted post back with a note; the writer reads it, fixes the post and resubmits', async ({
  page,
  request,
  browser,
}) => {
  // Two people, two sessions, a post written, sent back and written again.
  test.slow();
  const writer = await addRegularAdmin(request, 'Writer', false);
  // The start of the title names the post in the table's buttons, so it is the unique part.
  const title = `${Date.now().toString(36)} flood report`;
  const note = 'Name the source of the second quote.\nAnd spell the town as its people do.';

  const writerPage = await browser.newPage();
  await writerPage.goto('/login');
  await logIn(writerPage, writer.email, writer.password);
  await writerPage.goto('/dashboard/posts');
  await writerPage.getByRole('link', { name: 'New post' }).click();
  await writerPage.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await writerPage.getByLabel('Category').click();
  await writerPage.getByRole('option', { name: 'Local news' }).click();
  await writerPage.getByRole('textbox', { name: 'Detail' }).click();
  await writerPage.keyboard.type('Water rose overnight, a witness said.');
  await writerPage.getByRole('button', { name: 'Submit for review' }).click();
  await expect(writerPage.getByText('In review', { exact: true })).toBeVisible();
  const postUrl = writerPage.url();

  await asSuper(page, request, '/dashboard/review');
  await expect(page).toHaveURL(/status=review/);
  await page.getByRole('button', { name: new RegExp(`^Send back ${title.slice(0, 8)}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Send back to the writer' });
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog.getByText('The note is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note for the writer' }).fill(note);
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText('Sent back to the writer.')).toBeVisible();
  await expect(page.getByRole('cell', { name: title.slice(0, 8) })).toHaveCount(0);

  await writerPage.goto('/dashboard/posts');
  const row = writerPage.getByRole('row').filter({ hasText: title.slice(0, 20) });
  await expect(row.getByText('Sent back', { exact: true })).toBeVisible();
  await writerPage.goto(postUrl);
  const shown = writerPage.getByRole('region', { name: 'Sent back' });
  await expect(shown).toContainText('Name the source of the second quote.');
  await expect(shown).toContainText('And spell the town as its people do.');
  await expect(shown).toContainText(/Sent back by .+ on /);
  await expect(writerPage.getByText('Draft', { exact: true })).toBeVisible();

  await writerPage.getByRole('textbox', { name: 'Detail' }).click();
  await writerPage.keyboard.press('Control+End');
  await writerPage.keyboard.type(' The mayor of Dessie confirmed it.');
  await writerPage.getByRole('button', { name: 'Submit for review' }).click();
  await expect(writerPage.getByText('In review', { exact: true })).toBeVisible();
  await expect(shown).toHaveCount(0);
  await expect(writerPage.getByText('Earlier review notes')).toBeVisible();
  await writerPage.close();

  await page.reload();
  await expect(page.getByRole('cell', { name: title.slice(0, 20) })).toBeVisible();
});
