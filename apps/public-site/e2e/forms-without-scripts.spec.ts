import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { API_URL } from './support';

/** The stand-in mail server keeps every email the API sent, read back from the video stand-in. */
const MAIL_URL = 'http://127.0.0.1:3102/mail';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the last email to `to` with this subject. */
async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(MAIL_URL)).json()) as Mail[];
      found = mails.findLast((mail) => mail.to.includes(to) && mail.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no email to ${to}`);
  return found;
}

/** The link in an email that leads (through the site's language switch) to `page`. */
function linkIn(mail: Mail, page: string): string {
  const link = mail.text.split(/\s+/).find((word) => {
    const url = URL.parse(word);
    return url?.pathname === '/language' && url.searchParams.get('back')?.startsWith(page);
  });
  if (!link) throw new Error(`no link to ${page} in: ${mail.text}`);
  return link;
}

/** A reader whose browser runs no scripts: every form goes as the browser sends it. */
const test = base.extend<{ reader: Page }>({
  reader: async ({ browser }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await use(await context.newPage());
    await context.close();
  },
});

const stamp = () => Date.now().toString(36);

test('a message sent from the contact page without scripts reaches the station', async ({
  reader: page,
  request,
}) => {
  const name = `Almaz ${stamp()}`;
  await page.goto('/contact');
  const form = page.locator('main form');
  await form.getByLabel('First name').fill(name);
  await form.getByLabel('Last name').fill('Tesfaye');
  await form.getByLabel('Email').fill('almaz@example.com');
  await form.getByLabel('Message').fill('ሰላም፣ the road to Bole is closed again.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  // The page the form came in is shared by every reader, so it carries no token: the answer does, with
  // the message as typed, and the reader sends it again.
  await expect(page).toHaveURL('/forms/contact');
  await expect(page.getByRole('status')).toHaveText(
    'Check your message, then press Send Message to deliver it.',
  );
  const again = page.locator('main form');
  await expect(again.getByLabel('First name')).toHaveValue(name);
  await expect(again.getByLabel('Message')).toHaveValue('ሰላም፣ the road to Bole is closed again.');
  // A person reads the message over for longer than the three seconds the API asks; a journey sends it
  // until the API no longer finds it too quick, and the text is still there each time.
  await expect(async () => {
    if (new URL(page.url()).pathname === '/forms/contact')
      await page.locator('main form').getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/forms/contact/sent', { timeout: 1_000 });
  }).toPass({ timeout: 15_000, intervals: [1_500] });
  await expect(page.getByRole('status')).toHaveText('Thank you. Your message has reached the station.');
  // Reloading the thanks sends nothing a second time.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Thank you. Your message has reached the station.');

  const mail = await mailTo(request, 'desk@station.test', `Message from ${name} Tesfaye`);
  expect(mail.text).toContain('ሰላም፣ the road to Bole is closed again.');
});

test('a refused message keeps every field as typed, in the reader’s language', async ({ reader: page }) => {
  await page.goto('/language?set=am&back=/contact');
  const form = page.locator('main form');
  const tooLong = 'ሀ'.repeat(5_001);
  await form.getByLabel('የመጀመሪያ ስም').fill('Kebede');
  await form.getByLabel('የአባት ስም').fill('Alemu');
  await form.getByLabel('ኢሜይል').fill('kebede@example.com');
  await form.getByRole('textbox', { name: 'መልዕክት', exact: true }).fill(tooLong);
  await form.getByRole('button', { name: 'መልዕክት ላክ' }).click();
  await expect(page.getByRole('status')).toHaveText('መልዕክትዎን አረጋግጠው ለመላክ «መልዕክት ላክ»ን ይጫኑ።');
  await page.locator('main form').getByRole('button', { name: 'መልዕክት ላክ' }).click();

  await expect(page.getByRole('alert')).toHaveText('እባክዎ ከታች የተጠቆሙትን መስኮች ያረጋግጡ።');
  const refused = page.locator('main form');
  await expect(refused.getByText('መልዕክትዎን ይጻፉ (ቢበዛ 5,000 ፊደላት)።')).toBeVisible();
  await expect(refused.getByLabel('የመጀመሪያ ስም')).toHaveValue('Kebede');
  await expect(refused.getByLabel('የአባት ስም')).toHaveValue('Alemu');
  await expect(refused.getByLabel('ኢሜይል')).toHaveValue('kebede@example.com');
  await expect(refused.getByRole('textbox', { name: 'መልዕክት', exact: true })).toHaveValue(tooLong);
});

test('a reader without scripts subscribes, confirms from the email and leaves from a newsletter', async ({
  reader: page,
  request,
}) => {
  const reader = `plain-${stamp()}@example.com`;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your email').fill(reader);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/forms/newsletter/sent');
  await expect(page.getByRole('status')).toHaveText(
    'Almost done: open the link we emailed you to confirm your subscription.',
  );

  const confirmation = await mailTo(request, reader, 'Confirm your newsletter subscription');
  await page.goto(linkIn(confirmation, '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('You are subscribed to the newsletter.');

  const login = await request.post(`${API_URL}admins/login`, {
    data: { email: 'admin@station.test', password: 'station-admin-pass' },
  });
  const { token } = (await login.json()) as { token: string };
  const subject = `Plain week ${stamp()}`;
  const sent = await request.post(`${API_URL}newsletter`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { subject, message: 'The week on the station.' },
  });
  expect(sent.status()).toBe(202);
  const letter = await mailTo(request, reader, subject);
  await page.goto(linkIn(letter, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'You are unsubscribed: no more newsletters will be sent to you.',
  );
});
