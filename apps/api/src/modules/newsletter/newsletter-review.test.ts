import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

const SUPER_EMAIL = 'super@station.test';
const letter = (subject: string) => ({
  subject,
  message: 'ጁምዓ ሙባረክ። This week on the station: the new programmes.',
});

async function addReaders(t: TestApp, prefix: string, languages: ('en' | 'am')[]) {
  for (const [index, language] of languages.entries())
    await t.database.db.execute(sql`
      INSERT INTO subscribers (email, token, language, confirmed_at)
      VALUES (${`${prefix}${index}@readers.test`}, ${`${prefix}-token-${index}-xxxxxxxxxxxxxxxxxx`}, ${language}, now())`);
}

const preview = (t: TestApp, subject: string, token = t.superToken) =>
  t.inject({ method: 'POST', url: '/api/newsletter/preview', token, payload: letter(subject) });

const testSend = (t: TestApp, payload: Record<string, unknown>, token = t.superToken) =>
  t.inject({ method: 'POST', url: '/api/newsletter/test', token, payload });

const sendingsCalled = async (t: TestApp, subject: string) => {
  const list = (
    await t.inject({ method: 'GET', url: '/api/newsletter?limit=100', token: t.superToken })
  ).json() as { subject: string }[];
  return list.filter((sending) => sending.subject === subject);
};

/** A mail's text with each reader's own link token put back to the sample a preview shows. */
const asPreviewed = (mail: ReceivedMail, token: string) =>
  mail.text.replaceAll(token, 'each-reader-gets-their-own-link').trimEnd();

describe('before a newsletter goes: preview, count and a test copy', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_SITE_URL: 'http://site.test',
      MAIL_RATE_PER_SECOND: '1000',
    });
    await addReaders(t, 'review', ['en', 'en', 'am']);
    // Neither an unconfirmed nor a departed reader is counted.
    await t.database.db.execute(sql`
      INSERT INTO subscribers (email, token, language, confirmed_at, unsubscribed_at) VALUES
        ('waiting@readers.test', 'waiting-token-xxxxxxxxxxxxxxxxxx', 'am', NULL, NULL),
        ('gone@readers.test', 'gone-token-xxxxxxxxxxxxxxxxxxxxx', 'en', now(), now())`);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('counts the confirmed readers by the language their email is made in', async () => {
    const response = await preview(t, 'Counted');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.recipients).toBe(3);
    expect(
      body.mails.map((mail: { language: string; readers: number }) => [mail.language, mail.readers]),
    ).toEqual([
      ['en', 2],
      ['am', 1],
    ]);
  });

  it('previews, in each language, exactly the email its readers are then sent', async () => {
    const subject = 'Previewed and sent';
    const { mails } = (await preview(t, subject)).json() as {
      mails: { language: string; subject: string; text: string }[];
    };
    const started = await t.inject({
      method: 'POST',
      url: '/api/newsletter',
      token: t.superToken,
      payload: { ...letter(subject), recipients: 3 },
    });
    expect(started.statusCode).toBe(202);
    const toEnglish = await smtp.waitForMail(
      (mail) => mail.subject === subject && mail.to.includes('review0@readers.test'),
    );
    const toAmharic = await smtp.waitForMail(
      (mail) => mail.subject === subject && mail.to.includes('review2@readers.test'),
    );
    const [english, amharic] = mails;
    expect(english).toMatchObject({ language: 'en', subject });
    expect(amharic).toMatchObject({ language: 'am', subject });
    expect(asPreviewed(toEnglish, 'review-token-0-xxxxxxxxxxxxxxxxxx')).toBe(english?.text);
    expect(asPreviewed(toAmharic, 'review-token-2-xxxxxxxxxxxxxxxxxx')).toBe(amharic?.text);
    // The two differ where readers would notice: the site their links open is in their language.
    expect(english?.text).toContain('set=en');
    expect(amharic?.text).toContain('set=am');
  });

  it('sends a test copy to the signed-in admin alone, queued once, as the readers of that language get it', async () => {
    const subject = 'Only for me';
    const sent = await testSend(t, { ...letter(subject), language: 'am' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      message: `A test copy is on its way to ${SUPER_EMAIL}.`,
      data: { to: SUPER_EMAIL },
    });
    const copy = await smtp.waitForMail((mail) => mail.subject === subject);
    expect(copy.to).toEqual([SUPER_EMAIL]);
    const { mails } = (await preview(t, subject)).json() as { mails: { language: string; text: string }[] };
    expect(copy.text.trimEnd()).toBe(mails.find((mail) => mail.language === 'am')?.text);

    const queued = (await t.database.db.execute(
      sql`SELECT count(*)::int AS jobs FROM jobs WHERE kind = 'mail.send'`,
    )) as unknown as { rows: { jobs: number }[] };
    expect(queued.rows[0]?.jobs).toBe(1);
    expect(smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(1);
    expect(await sendingsCalled(t, subject)).toEqual([]);
  });

  it('takes no address from the request: a test copy cannot be aimed at anyone else', async () => {
    const aimed = await testSend(t, { ...letter('Aimed'), to: 'stranger@example.com' });
    expect(aimed.statusCode).toBe(400);
    expect(smtp.received.some((mail) => mail.to.includes('stranger@example.com'))).toBe(false);
  });

  it('allows ten test copies an hour to one admin, then says so', async () => {
    const admin = await t.addAdmin('regular', 'Busy editor', { canPublish: true });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await testSend(t, { ...letter(`Draft ${i}`) }, admin.token)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    const refused = await testSend(t, letter('Draft again'), admin.token);
    expect(refused.json().error).toBe(
      'You have sent ten test copies in the last hour. Please try again later.',
    );
    // Another admin's copies are counted apart.
    expect((await testSend(t, letter('Mine'))).statusCode).toBe(202);
  });

  it('takes no more text into a preview or a test copy than a sending takes', async () => {
    const long = { subject: 'Long', message: 'ሀ'.repeat(20_001) };
    for (const url of ['/api/newsletter/preview', '/api/newsletter/test']) {
      const response = await t.inject({ method: 'POST', url, token: t.superToken, payload: long });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('The message is too long');
    }
  });

  it('refuses preview and test copies to an editor without the right to publish', async () => {
    const writer = await t.addAdmin('regular', 'Desk writer');
    for (const response of [
      await preview(t, 'Hi', writer.token),
      await testSend(t, letter('Hi'), writer.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toContain('right to publish');
    }
  });

  it('refuses a send when the readers changed much since the admin confirmed their number, and sends nothing', async () => {
    const subject = 'Confirmed for three';
    const asked = { method: 'POST' as const, url: '/api/newsletter', token: t.superToken };
    const refused = await t.inject({ ...asked, payload: { ...letter(subject), recipients: 1 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error:
        'Since you confirmed 1, the number of readers has become 3. Nothing was sent: check the number and confirm again.',
      code: 'AUDIENCE_CHANGED',
    });
    expect(await sendingsCalled(t, subject)).toEqual([]);

    await addReaders(t, 'late', ['en']);
    const stale = await t.inject({ ...asked, payload: { ...letter(subject), recipients: 3 } });
    expect(stale.statusCode).toBe(409);
    expect(await sendingsCalled(t, subject)).toEqual([]);
    expect(smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(0);

    const sent = await t.inject({ ...asked, payload: { ...letter(subject), recipients: 4 } });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().data).toMatchObject({ recipients: 4 });
  });

  it('lets a big list drift by a twentieth of what was confirmed', async () => {
    await t.database.db.execute(sql`
      INSERT INTO subscribers (email, token, confirmed_at)
      SELECT 'many' || n || '@readers.test', 'many-token-' || lpad(n::text, 6, '0') || '-xxxxxxxxxxx', now()
      FROM generate_series(1, 56) AS n`);
    // 60 readers now: a confirmed 58 may drift by two of them and passes; a confirmed 57 is three off.
    const asked = { method: 'POST' as const, url: '/api/newsletter', token: t.superToken };
    const far = await t.inject({ ...asked, payload: { ...letter('Drifted far'), recipients: 57 } });
    expect(far.statusCode).toBe(409);
    const near = await t.inject({ ...asked, payload: { ...letter('Drifted a little'), recipients: 58 } });
    expect(near.statusCode).toBe(202);
  });
});

describe('a test copy on a server without email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says email is not configured, and still shows the preview', async () => {
    const sent = await testSend(t, letter('Nowhere'));
    expect(sent.statusCode).toBe(503);
    expect(sent.json().error).toBe(
      'Email is not configured on this server, so the newsletter cannot be sent.',
    );
    expect((await preview(t, 'Nowhere')).statusCode).toBe(200);
  });
});
