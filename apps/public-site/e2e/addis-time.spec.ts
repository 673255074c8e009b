import type { APIRequestContext } from '@playwright/test';
import { articlePath } from '@station/domain/article-path';
import { expect, test } from './fixtures';
import { API_URL, openUntil } from './support';

// The reader's phone is on another clock than the station's: a time drawn on the phone's clock (or on
// the server's UTC) would be seven or eight hours off here, where UTC is three.
test.use({ timezoneId: 'America/New_York' });

interface SavedPost {
  _id: string;
  slug?: string;
  title: string;
  publishAt?: string | null;
  createdAt?: string;
  editedAt?: string | null;
}

async function superHeaders(request: APIRequestContext) {
  const login = await request.post(`${API_URL}admins/login`, {
    data: { email: 'admin@station.test', password: 'station-admin-pass' },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** `HH:MM` of a moment on a clock, as the site writes times. */
const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );

test('an article’s published and updated times are on the Addis Ababa clock, loaded or reached in the site', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request);
  const title = `Clock check ${Date.now().toString(36)}`;
  const added = await request.post(`${API_URL}post/add`, {
    headers,
    multipart: { title, detail: 'The market opens early.', category: 'local', intent: 'publish' },
  });
  expect(added.status()).toBe(200);
  const { data: created } = (await added.json()) as { data: SavedPost };
  const edited = await request.patch(`${API_URL}post/${created._id}`, {
    headers,
    data: { title, detail: 'The market opens early on Saturday.', category: 'local' },
  });
  expect(edited.status()).toBe(200);
  const post = (await (await request.get(`${API_URL}post/${created._id}`)).json()) as SavedPost;
  const updatedAt = post.editedAt ?? '';
  const publishedAt = post.publishAt ?? post.createdAt ?? '';
  expect(updatedAt).not.toBe('');
  const addis = {
    updated: clock(updatedAt, 'Africa/Addis_Ababa'),
    published: clock(publishedAt, 'Africa/Addis_Ababa'),
  };
  const elsewhere = [clock(updatedAt, 'UTC'), clock(updatedAt, 'America/New_York')];

  const expectAddisTimes = async () => {
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, level: 1 }) });
    const updated = article.getByText(/^Updated/);
    await expect(updated).toContainText(`, ${addis.updated}`);
    for (const wrong of elsewhere) await expect(updated).not.toContainText(wrong);
    await expect(article.locator(`time[datetime="${publishedAt}"]`).first()).toHaveAttribute(
      'title',
      new RegExp(`, ${addis.published}$`),
    );
  };

  try {
    // Drawn by the page server and hydrated by the browser.
    await page.goto(articlePath(post));
    await expectAddisTimes();

    // Drawn by the browser alone, after a link inside the site.
    await openUntil(page, '/', () =>
      expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible({ timeout: 1_000 }),
    );
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page).toHaveURL(articlePath(post));
    await expectAddisTimes();
  } finally {
    await request.delete(`${API_URL}post/${created._id}`, { headers });
  }
});
