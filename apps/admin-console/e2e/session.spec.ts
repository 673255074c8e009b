import { expect, test } from '@playwright/test';
import { API, apiToken, logIn, SUPER, uniqueName } from './support';

test('a super admin follows a deep link, logs in, lands back on it and sees the admins', async ({ page }) => {
  await page.goto('/dashboard/programs');
  await expect(page).toHaveURL(/\/login\?redirect-to=%2Fdashboard%2Fprograms/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await logIn(page, SUPER.email, SUPER.password);
  await expect(page).toHaveURL(/\/dashboard\/programs$/);
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-name')).toHaveText('Station Admin');
});

test('a wrong password shows the server sentence in the toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(SUPER.email);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
});

test('a regular admin is kept out of the super area, and loses the session when a super resets the password', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName('Regular');
  const email = `${name.replace(/\s/g, '-').toLowerCase()}@station.test`;

  await page.goto('/dashboard/add-admin');
  await logIn(page, SUPER.email, SUPER.password);
  await expect(page.getByRole('heading', { name: 'Add Admin', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').click();
  await expect(page.getByRole('option', { name: 'Select Role' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Regular Admin' }).click();
  await page.getByLabel(/^Password/).fill('regular-pass-1');
  await page.getByLabel('Confirm password').fill('regular-pass-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`An Account for ${name} Created Successfully!`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admins$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Regular Admin');

  const regularContext = await browser.newContext();
  const regular = await regularContext.newPage();
  await regular.goto('/login');
  await logIn(regular, email, 'regular-pass-1');
  await expect(regular.getByRole('link', { name: 'Telegram Admins' })).toHaveCount(0);
  // A super-only page says why it is closed, where it is, instead of sending them to log in again.
  await regular.goto('/dashboard/admins');
  await expect(
    regular.getByRole('heading', { name: 'You need super-admin rights for this page' }),
  ).toBeVisible();
  await expect(regular).toHaveURL(/\/dashboard\/admins$/);
  await regular.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(regular.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const regularToken = await apiToken(request, email, 'regular-pass-1');
  const forbidden = await request.get(`${API}admins`, {
    headers: { authorization: `Bearer ${regularToken}` },
  });
  expect(forbidden.status()).toBe(403);

  await regular.goto('/dashboard/programs');
  await expect(regular.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();

  await row.getByRole('button', { name: `Change password ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Admin Password' });
  await dialog.getByLabel(/^Password/).fill('reset-by-super-1');
  await dialog.getByLabel('Confirm password').fill('reset-by-super-1');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Password Changed Successfully!')).toBeVisible();

  // A page every admin is offered: the writer has no right to publish, so no Satellite Info.
  await regular.getByRole('link', { name: 'Visitors' }).click();
  await expect(regular).toHaveURL(/\/login/);
  await expect(
    regular.getByText(
      'Your session was ended: your password was changed or you logged out elsewhere. Please log in again.',
    ),
  ).toBeVisible();
  await regularContext.close();
});

test('an anonymous visitor on a super-only page is still asked to log in first', async ({ page }) => {
  await page.goto('/dashboard/telegram-admins');
  await expect(page).toHaveURL(/\/login\?redirect-to=%2Fdashboard%2Ftelegram-admins/);
  await logIn(page, SUPER.email, SUPER.password);
  await expect(page.getByRole('heading', { name: 'Telegram Admins', level: 1 })).toBeVisible();
});

test('the console has an icon', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await request.get(new URL(href ?? '', page.url()).toString());
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('a locked-out login says how long to wait', async ({ page }) => {
  await page.goto('/login');
  const email = `${uniqueName('nobody').replace(/\s/g, '-')}@station.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('not-the-password');
  const button = page.getByRole('button', { name: 'Log in' });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/admins/login'));
    await button.click();
    await answered;
  }
  await button.click();
  await expect(page.getByRole('alert')).toHaveText(/Too many failed attempts\. Try again in \d+ minutes?\./);
});
