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
  await expect(row).toContainText('regular Admin');

  const regularContext = await browser.newContext();
  const regular = await regularContext.newPage();
  await regular.goto('/login');
  await logIn(regular, email, 'regular-pass-1');
  await expect(regular.getByRole('link', { name: 'Telegram Admins' })).toHaveCount(0);
  await regular.goto('/dashboard/admins');
  await expect(regular).toHaveURL(/\/login\?redirect-to=%2Fdashboard%2Fadmins/);
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

  await regular.getByRole('link', { name: 'Satellite Info' }).click();
  await expect(regular).toHaveURL(/\/login/);
  await regularContext.close();
});
