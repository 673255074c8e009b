import { expect, test } from '@playwright/test';
import { API, asSuper, linkIn, mailTo, PUBLIC_SITE, SUPER, uniqueName } from './support';

/** The token a reader's confirmation link carries, read behind the site's language switch. */
const tokenOf = (link: string) => {
  const url = new URL(link);
  const page = url.pathname === '/language' ? new URL(url.searchParams.get('back') ?? '/', url) : url;
  return page.searchParams.get('token') ?? '';
};

const readers = (count: number) => `${count} ${count === 1 ? 'reader' : 'readers'}`;

test('an editor previews a newsletter, sends a test to themselves, confirms the count and sends it', async ({
  page,
  request,
}) => {
  // An Amharic reader, subscribed and confirmed as the site's form and email would.
  const reader = `amharic-${Date.now().toString(36)}@example.com`;
  const asked = await request.post(`${API}newsletter/subscribe`, { data: { email: reader, language: 'am' } });
  expect(asked.status()).toBe(202);
  const confirmation = await mailTo(request, reader, 'የጋዜጣ ምዝገባዎን ያረጋግጡ');
  const readerToken = tokenOf(linkIn(confirmation, `${PUBLIC_SITE}/newsletter/confirm`));
  expect((await request.post(`${API}newsletter/confirm`, { data: { token: readerToken } })).status()).toBe(
    200,
  );

  const token = await asSuper(page, request, '/dashboard/send-email');
  const status = await request.get(`${API}newsletter/status`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const total = (await status.json()).subscribers as number;
  expect(total).toBeGreaterThan(0);

  const subject = uniqueName('Ramadan schedule');
  const message = 'ጁምዓ ሙባረክ። The Ramadan programmes start on Monday.';
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Preview' }).click();

  // The preview: the email as sent, per reader language, nothing sent yet.
  await expect(page.getByRole('heading', { name: 'The email as readers receive it' })).toBeVisible();
  await page.getByRole('tab', { name: /^Amharic · \d+ readers?$/ }).click();
  const preview = page.getByRole('tabpanel');
  await expect(preview).toContainText(`Subject: ${subject}`);
  await expect(preview).toContainText(message);
  await expect(preview).toContainText('ከደንበኝነት ለመውጣት፦');

  // The test copy goes to the signed-in editor alone, and the page says where.
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(
    page.getByText(`A test copy of the Amharic email is on its way to ${SUPER.email}.`),
  ).toBeVisible();
  const copy = await mailTo(request, SUPER.email, subject);
  expect(copy.to).toEqual([SUPER.email]);
  expect(copy.text).toContain(message);
  const mailed = (await (await request.get('http://127.0.0.1:3202/mail')).json()) as {
    to: string[];
    subject: string;
  }[];
  expect(mailed.filter((mail) => mail.subject === subject).map((mail) => mail.to)).toEqual([[SUPER.email]]);

  // Nothing goes to the readers before the count is confirmed.
  await page.getByRole('button', { name: `Send to ${readers(total)}…` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to every reader?' });
  await expect(dialog).toContainText(`“${subject}” goes to ${readers(total)} now:`);
  await expect(dialog).toContainText('in Amharic');
  await expect(dialog).toContainText('Once sent, it cannot be called back.');
  await dialog.getByRole('button', { name: `Send to ${readers(total)}`, exact: true }).click();
  await expect(
    page.getByText(`Sending to ${total} ${total === 1 ? 'subscriber' : 'subscribers'}.`),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Finished')).toBeVisible({ timeout: 20_000 });

  // The reader got what the preview and the test copy showed, with a link of their own.
  const letter = await mailTo(request, reader, subject);
  expect(letter.text.replaceAll(readerToken, 'each-reader-gets-their-own-link')).toBe(copy.text);
});
