import { expect, test } from '@playwright/test';
import { API, apiToken, asSuper, SUPER } from './support';

test('moving to the trash says it can be undone, deleting for good says it cannot, and a bulk step names its count', async ({
  page,
  request,
}) => {
  const stamp = `bin${Date.now().toString(36)}`;
  const token = await apiToken(request, SUPER.email, SUPER.password);
  // Short titles, told apart by their first word: the table's button names keep only a title's start.
  const titles = ['Alef', 'Bet', 'Gimel'].map((word) => `${word} ${stamp}`);
  for (const title of titles) {
    const added = await request.post(`${API}post/add`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title, detail: `${title} detail`, category: 'local' },
    });
    expect(added.status()).toBe(200);
  }
  const [first = ''] = titles;
  const rowOf = (title: string) => page.getByRole('row').filter({ hasText: title });

  await asSuper(page, request, `/dashboard/posts?q=${stamp}`);
  await rowOf(first)
    .getByRole('button', { name: /^Move to trash / })
    .click();
  const trash = page.getByRole('dialog', { name: 'Move to trash' });
  await expect(trash).toContainText(`Move “${first}” to the trash? It can be restored for 30 days.`);
  await expect(trash).not.toContainText('cannot be undone');
  await trash.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText(`“${first}” is in the trash. It can be restored for 30 days.`)).toBeVisible();

  // The two left are moved together: the question names how many.
  await expect(rowOf(first)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move to trash / })).toHaveCount(2);
  await page.getByRole('button', { name: 'Select all on this page' }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Move to trash', exact: true }).click();
  const bulk = page.getByRole('dialog', { name: 'Move to trash' });
  await expect(bulk).toContainText('Move 2 posts to the trash? They can be restored for 30 days.');
  await bulk.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('2 of 2 done.')).toBeVisible();

  await page.goto(`/dashboard/posts?status=trashed&q=${stamp}`);
  await expect(page.getByRole('button', { name: /^Restore / })).toHaveCount(3);
  await rowOf(first)
    .getByRole('button', { name: /^Delete for good / })
    .click();
  const purge = page.getByRole('dialog', { name: 'Delete for good' });
  await expect(purge).toContainText(`Delete “${first}” for good — this cannot be undone.`);
  await expect(purge).not.toContainText('restored');
  await purge.getByRole('button', { name: 'Delete for good' }).click();
  await expect(rowOf(first)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Restore / })).toHaveCount(2);
});
