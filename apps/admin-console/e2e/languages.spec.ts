import { expect, test } from '@playwright/test';
import { addRegularAdmin, logIn } from './support';

test('an editor switches the console to Amharic, and it greets them in Amharic on another computer', async ({
  page,
  request,
  browser,
}) => {
  const editor = await addRegularAdmin(request, 'Hawa', true);

  await page.goto('/login');
  await logIn(page, editor.email, editor.password);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'አማርኛ' }).click();
  await expect(page.getByRole('heading', { name: 'ዳሽቦርድ', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');

  await page
    .getByRole('navigation', { name: 'ክፍሎች' })
    .getByRole('link', { name: 'ጽሑፎች', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'ጽሑፎች', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'ርዕስ' })).toBeVisible();

  // The server's refusal reaches the editor in Amharic too.
  await page.goto('/dashboard/change-password');
  const previous = page.getByLabel('የቀድሞው የይለፍ ቃል');
  await previous.fill('not-my-password');
  await page.getByLabel('አዲስ የይለፍ ቃል').fill('a-new-pass-456');
  await page.getByLabel('የይለፍ ቃሉን ያረጋግጡ').fill('a-new-pass-456');
  await page.getByRole('button', { name: 'አዘምን' }).click();
  await expect(previous).toHaveAccessibleDescription(/\p{Script=Ethiopic}/u);
  await expect(previous).not.toHaveAccessibleDescription(/password/i);

  // Another computer, set to English, with nothing stored: the account's choice wins once signed in.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const other = await elsewhere.newPage();
  await other.goto('/login');
  await expect(other.getByRole('heading', { name: 'Log in to Station', level: 1 })).toBeVisible();
  await other.getByLabel('Email').fill(editor.email);
  await other.getByLabel(/^Password/).fill(editor.password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other.getByRole('heading', { name: 'ዳሽቦርድ', level: 1 })).toBeVisible();

  await other.getByRole('button', { name: 'English' }).click();
  await expect(other.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await elsewhere.close();
});

test('a first visit follows the computer’s languages', async ({ browser }) => {
  const amharic = await browser.newContext({ locale: 'am-ET' });
  const page = await amharic.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'ወደ ስቴሽን ይግቡ', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  await amharic.close();
});
