import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, addRegularAdmin, apiToken, logIn } from './support';

const agent = (n: number) =>
  `Mozilla/5.0 (Linux; Android 13; Reader ${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36`;

/** Counts an article read as the public site does: PATCH view/increase, here from four readers' phones. */
async function readArticle(request: APIRequestContext, articleId: string) {
  for (const n of [1, 2, 3, 4]) {
    const query = new URLSearchParams({
      webStatus: 'visit',
      path: `/article/${articleId}`,
      articleId,
      articleStatus: 'visit',
      lang: n % 2 ? 'en' : 'am',
      ...(n <= 3 ? { referrer: 'https://t.me/stationtv/120' } : {}),
    });
    const counted = await request.patch(`${API}view/increase?${query}`, {
      headers: { 'content-type': 'application/json', 'user-agent': agent(n) },
    });
    expect(counted.status()).toBe(204);
  }
}

test('an editor reads the audience in English and Amharic, filters it, and opens an article’s stats', async ({
  page,
  request,
}) => {
  const [post] = (await (await request.get(`${API}post?limit=1`)).json()) as { _id: string; title: string }[];
  if (!post) throw new Error('the seeded site has an article');
  await readArticle(request, post._id);
  const editor = await addRegularAdmin(request, 'Meron', true);
  const token = await apiToken(request, editor.email, editor.password);
  // The visit counter writes in batches: the readers are there once readers now names them.
  await expect
    .poll(async () => {
      const now = await request.get(`${API}analytics/readers-now`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await now.json()).visitors;
    })
    .toBeGreaterThanOrEqual(4);

  await page.goto('/login');
  await logIn(page, editor.email, editor.password);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByTestId('figure-views')).toContainText(/\d/);
  const now = page.getByRole('region', { name: 'Readers now' });
  await expect(now.getByText(/visitors in the last 5 minutes/)).toBeVisible();
  await expect(now.getByRole('cell', { name: post.title })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Top articles' }).getByRole('button', { name: post.title }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Top articles' }).click();
  const csv = await (await download).createReadStream();
  const text = (await csv.toArray()).join('');
  expect(text).toContain('Name,Visitors,Visits,Views,Engaged,Share');
  expect(text).toContain(post.title.includes(',') ? `"${post.title}"` : post.title);

  // A row filters the whole page, each filter a chip that removes it.
  await page.getByRole('table', { name: 'Sources' }).getByRole('button', { name: 'Telegram' }).click();
  const chip = page.getByRole('button', { name: 'Source: Telegram' });
  await expect(chip).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sources' }).getByRole('button', { name: 'Direct' }),
  ).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Interface language' })).toContainText('Amharic');

  await page.getByRole('button', { name: 'አማርኛ' }).click();
  await expect(page.getByRole('heading', { name: 'ትንታኔ', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ምንጭ፦ ቴሌግራም' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'አሁን የሚያነቡ' }).getByRole('cell', { name: post.title }),
  ).toBeVisible();
  await page.getByRole('table', { name: 'የገጹ ቋንቋ' }).getByRole('button', { name: 'አማርኛ' }).click();
  const languageChip = page.getByRole('button', { name: 'ቋንቋ፦ አማርኛ' });
  await expect(languageChip).toBeVisible();
  await languageChip.press('Delete');
  await expect(languageChip).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ምንጭ፦ ቴሌግራም' })).toBeVisible();

  // Per-article stats, from the post's editor.
  await page.goto(`/dashboard/posts/${post._id}`);
  await page.getByRole('link', { name: 'ስታቲስቲክስ' }).click();
  await expect(page.getByRole('heading', { name: `ስታቲስቲክስ፦ ${post.title}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('article-rank')).toContainText('ባለፉት 7 ቀናት በብዛት ከተነበቡ ጽሑፎች');
  await expect(page.getByRole('table', { name: 'ምንጮቹ' }).getByRole('cell', { name: 'ቴሌግራም' })).toBeVisible();
});
