import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const API = 'http://127.0.0.1:3201/api/';
export const PUBLIC_SITE = 'http://127.0.0.1:4202';
/**
 * Opens a public page and waits until its scripts have taken it over (`<html data-live>`): pages arrive
 * drawn by the server, and their buttons act once the scripts run.
 */
export async function openPublicPage(page: Page, url: string) {
  await page.goto(url.startsWith('http') ? url : `${PUBLIC_SITE}${url}`);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

export const SUPER = { email: 'admin@station.test', password: 'station-admin-pass' };

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
}

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${API}admins/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

/** Opens a console page already signed in as the super administrator. */
export async function asSuper(page: Page, request: APIRequestContext, path = '/dashboard') {
  const token = await apiToken(request, SUPER.email, SUPER.password);
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
  await page.goto(path);
  return token;
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

/** A regular admin made by the super through the API, with or without the right to publish. */
export async function addRegularAdmin(request: APIRequestContext, name: string, canPublish: boolean) {
  const token = await apiToken(request, SUPER.email, SUPER.password);
  const admin = {
    name: uniqueName(name),
    email: `${name.toLowerCase()}-${Date.now()}@station.test`,
    password: `${name.toLowerCase()}-pass-123`,
  };
  const added = await request.post(`${API}admins/add`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...admin, role: 'regular', canPublish, confirmPwd: admin.password },
  });
  expect(added.status()).toBe(200);
  return admin;
}

/** A small real JPEG drawn on a canvas in the page itself, so no fixture file is needed. */
export async function jpeg(page: Page, width = 640, height = 360): Promise<Buffer> {
  const data = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = `hsl(${Math.floor(Math.random() * 360)}, 60%, 40%)`;
        context.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(data, 'base64');
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the email to `to` whose subject matches, as the API's loopback mail server received it. */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp | string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('http://127.0.0.1:3202/mail')).json()) as Mail[];
        found = mails.findLast(
          (mail) =>
            mail.to.includes(to) &&
            (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
        );
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The first address in an email's text that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  // Links to the public site pass through its language switch, which leads on to the page in `back`.
  const leadsTo = (word: string) => {
    const url = URL.parse(word);
    const back = url?.pathname === '/language' ? url.searchParams.get('back') : null;
    return word.startsWith(prefix) || (back !== null && new URL(back, url?.origin).href.startsWith(prefix));
  };
  const link = mail.text.split(/\s+/).find(leadsTo);
  if (!link) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return link;
}

/**
 * A new post's first save has opened it at its own address: the page there is the one to write on
 * (its buttons are back once the save is done), not the new-post page it replaces.
 */
export async function untilNewPostOpens(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
}
