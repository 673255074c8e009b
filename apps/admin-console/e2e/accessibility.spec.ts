import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '@station/playwright-config/axe';
import { API, apiToken, SUPER } from './support';

/** Every page of the console, signed out and signed in; the two with an id get one from the API. */
const SIGNED_OUT = ['/login', '/forgot-password', '/reset-password?token=an-expired-link-token-00000'];
const SIGNED_IN = [
  '/dashboard',
  '/dashboard/visitors',
  '/dashboard/admins',
  '/dashboard/add-admin',
  '/dashboard/telegram-admins',
  '/dashboard/ad',
  '/dashboard/satellite',
  '/dashboard/programs',
  '/dashboard/schedule',
  '/dashboard/posts',
  '/dashboard/posts/new',
  '/dashboard/review',
  '/dashboard/live',
  '/dashboard/contact',
  '/dashboard/send-email',
  '/dashboard/banner',
  '/dashboard/activity',
  '/dashboard/update-profile',
  '/dashboard/change-password',
  '/dashboard/no-such-page',
];

/** A page is ready to judge once its heading is there and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function pagesWithIds(request: Parameters<typeof apiToken>[0], token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const posts = (await (await request.get(`${API}post?limit=1&skip=0`, { headers })).json()) as {
    _id: string;
  }[];
  // The API takes a message no sooner than three seconds after it handed out the form's token.
  const form = (await (await request.get(`${API}contact/form-token`)).json()) as { token: string };
  await expect
    .poll(
      async () =>
        (
          await request.post(`${API}contact`, {
            data: {
              firstName: 'Axe',
              lastName: 'Check',
              email: 'axe@station.test',
              message: 'ሰላም፣ ይህ የተደራሽነት ሙከራ ነው።',
              formToken: form.token,
            },
          })
        ).status(),
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe(201);
  const inbox = (await (await request.get(`${API}contact?status=all&limit=1`, { headers })).json()) as {
    _id: string;
  }[];
  return [`/dashboard/posts/${posts[0]?._id}`, `/dashboard/contact/${inbox[0]?._id}`];
}

for (const language of ['en', 'am'] as const) {
  test(`every console page in ${language === 'en' ? 'English' : 'Amharic'} has no serious or critical accessibility violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    const found: Record<string, string[]> = {};
    for (const path of SIGNED_OUT) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      found[path] = await seriousViolations(page);
    }

    const token = await apiToken(request, SUPER.email, SUPER.password);
    await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
    for (const path of [...SIGNED_IN, ...(await pagesWithIds(request, token))]) {
      await page.goto(path);
      await settled(page);
      found[path] = await seriousViolations(page);
    }
    expect(Object.entries(found).filter(([, violations]) => violations.length > 0)).toEqual([]);
  });
}
