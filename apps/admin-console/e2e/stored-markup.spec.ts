import { type Browser, expect, type Page, test } from '@playwright/test';
import { API, apiToken, asSuper, PUBLIC_SITE, SUPER } from './support';

/**
 * SECURITY.md case 24: markup typed into a title, a program name, an admin's name, a satellite name
 * or a Telegram admin's name is shown as the characters typed, in both apps, and never runs.
 */
const MARKUP = `<img src=x onerror="window.__xss=1"></script><b>bold</b>`;
/** Lists cut long names (spec §9), so the start of the markup is what every page must show as text. */
const SHOWN = '<img src=x onerror=';

/** Fails the page on any dialog, and exposes whether the payload ever ran. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectInert() {
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
      expect(dialogs).toEqual([]);
    },
  };
}

async function openPublic(browser: Browser, path: string) {
  const page = await browser.newPage();
  const guard = watch(page);
  const response = await page.goto(`${PUBLIC_SITE}${path}`);
  expect(response?.headers()).toMatchObject({
    'content-security-policy': expect.stringContaining("script-src 'self'"),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  return { page, guard };
}

test('markup stored in every kind of name is shown as text in the console and on the public site', async ({
  page,
  request,
  browser,
}) => {
  const token = await apiToken(request, SUPER.email, SUPER.password);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = Date.now().toString(36);
  const title = `${MARKUP} ${stamp}`;
  const post = await request.post(`${API}post/add`, {
    headers,
    multipart: { title, detail: `${MARKUP} detail`, category: 'local' },
  });
  expect(post.status()).toBe(200);
  const postId = (await post.json()).data._id;
  const program = await request.post(`${API}program/add`, {
    headers,
    data: {
      name: `${MARKUP} program ${stamp}`,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      detail: MARKUP,
      time: '20:00',
    },
  });
  const programId = (await program.json()).data._id;
  for (const [route, data] of [
    [
      'admins/add',
      {
        name: `${MARKUP} admin`,
        email: `markup-${stamp}@station.test`,
        role: 'regular',
        password: 'markup-pass-1',
        confirmPwd: 'markup-pass-1',
      },
    ],
    ['telegram-admin/add', { name: `${MARKUP} telegram` }],
    [
      'satellite-info/add',
      { satellite: `${MARKUP} sat`, frequency: 11_000, symbol_rate: '27500', polarity: 'vertical' },
    ],
  ] as const) {
    expect((await request.post(`${API}${route}`, { headers, data })).status()).toBe(200);
  }

  const guard = watch(page);
  await asSuper(page, request, '/dashboard/posts');
  for (const path of [
    '/dashboard/posts',
    '/dashboard/programs',
    '/dashboard/admins',
    '/dashboard/telegram-admins',
    '/dashboard/satellite',
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByText(SHOWN).filter({ visible: true }).first()).toBeVisible();
    await guard.expectInert();
  }

  for (const path of [`/article/${postId}`, `/program/${programId}`, '/']) {
    const visitor = await openPublic(browser, path);
    await expect(visitor.page.getByText(SHOWN).filter({ visible: true }).first()).toBeVisible();
    await visitor.guard.expectInert();
    await visitor.page.close();
  }
});
