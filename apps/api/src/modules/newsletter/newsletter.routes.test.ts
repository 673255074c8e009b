import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

/** The token of the link to `path` in a mail, read behind the site's language switch it goes through. */
const linkIn = (mail: ReceivedMail, path: string) => {
  for (const word of mail.text.split(/\s/).filter((text) => /^https?:\/\//.test(text))) {
    const url = new URL(word);
    const page = url.pathname === '/language' ? new URL(url.searchParams.get('back') ?? '/', url) : url;
    const token = page.searchParams.get('token');
    if (page.pathname === path && token) return token;
  }
  throw new Error(`no ${path} link in: ${mail.text}`);
};

/** Confirmed readers put straight into the table: the sending tests are about the sending. */
async function addConfirmedReaders(t: TestApp, count: number, prefix: string) {
  await t.database.db.execute(sql`
    INSERT INTO subscribers (email, token, confirmed_at)
    SELECT ${prefix} || n || '@readers.test', ${prefix} || 'token-' || lpad(n::text, 6, '0') || '-xxxxxxxxxxxxxxx', now()
    FROM generate_series(1, ${count}) AS n`);
}

const send = (t: TestApp, subject: string) =>
  t.inject({
    method: 'POST',
    url: '/api/newsletter',
    token: t.superToken,
    payload: { subject, message: 'ጁምዓ ሙባረክ። This week on the station: the new programmes.' },
  });

const sendingOf = async (t: TestApp, subject: string) => {
  const list = (
    await t.inject({ method: 'GET', url: '/api/newsletter?limit=100', token: t.superToken })
  ).json();
  return list.find((sending: { subject: string }) => sending.subject === subject);
};

const perAddress = (mails: ReceivedMail[], subject: string) => {
  const counts = new Map<string, number>();
  for (const mail of mails.filter((received) => received.subject === subject))
    for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

describe('subscribing: double opt-in and one-click leaving', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_SITE_URL: 'http://site.test',
      MAIL_RATE_PER_SECOND: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a confirmation link, and mails a reader only after it is opened', async () => {
    const asked = await t.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'Reader@Example.com', language: 'am' },
    });
    expect(asked.statusCode).toBe(202);
    const confirmation = await smtp.waitForMail((mail) => mail.to.includes('reader@example.com'));
    expect(confirmation.subject).toBe('የጋዜጣ ምዝገባዎን ያረጋግጡ');
    const token = linkIn(confirmation, '/newsletter/confirm');

    await send(t, 'Before confirming');
    await expect.poll(async () => (await sendingOf(t, 'Before confirming'))?.finishedAt).toBeTruthy();
    expect((await sendingOf(t, 'Before confirming')).recipients).toBe(0);

    const confirmed = await t.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(confirmed.json().message).toBe('You are subscribed to the newsletter.');
    await send(t, 'After confirming');
    const letter = await smtp.waitForMail((mail) => mail.subject === 'After confirming');
    expect(letter.to).toEqual(['reader@example.com']);
    expect(letter.text).toContain('ጁምዓ ሙባረክ');
    expect(letter.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The mail program's one-click: a form POST to the address in List-Unsubscribe.
    const header = String(letter.headers.get('list-unsubscribe'));
    const oneClick = new URL(/<([^>]+)>/.exec(header)?.[1] ?? '');
    const left = await t.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    await send(t, 'After leaving');
    await expect.poll(async () => (await sendingOf(t, 'After leaving'))?.finishedAt).toBeTruthy();
    expect((await sendingOf(t, 'After leaving')).recipients).toBe(0);
  });

  it('answers every address alike and sends a second confirmation only after ten minutes', async () => {
    const ask = () =>
      t.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'twice@example.com' } });
    const first = await ask();
    const second = await ask();
    expect(second.json()).toEqual(first.json());
    await smtp.waitForMail((mail) => mail.to.includes('twice@example.com'));
    const confirmations = smtp.received.filter((mail) => mail.to.includes('twice@example.com'));
    expect(confirmations).toHaveLength(1);
  });

  it('refuses a link that was never sent', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: 'a'.repeat(43) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('This link is not valid any more.');
  });

  it('lets only an editor who may publish email every subscriber', async () => {
    const regular = await t.addAdmin('regular');
    await t.database.db.execute(sql`UPDATE admins SET can_publish = false WHERE email = ${regular.email}`);
    const response = await t.inject({
      method: 'POST',
      url: '/api/newsletter',
      token: regular.token,
      payload: { subject: 'Hi', message: 'Hi' },
    });
    expect(response.statusCode).toBe(403);
  });
});

const subscribe = (
  t: TestApp,
  email: string,
  extra: { headers?: Record<string, string>; ip?: string } = {},
) =>
  t.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email },
    ...(extra.headers ? { headers: extra.headers } : {}),
    remoteAddress: extra.ip ?? `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

const rowsOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

describe('subscribing answers before it looks at the address', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: '1000' });
    await addConfirmedReaders(t, 1, 'known');
    // Nothing runs the queue here: what the answer did is all there is to see.
    await t.app.jobs.stop();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("does the same for a new address, a subscribed one and an admin's, and leaves the rest to a job", async () => {
    const answers = [];
    for (const email of ['new-reader@example.com', 'known1@readers.test', 'super@station.test'])
      answers.push(await subscribe(t, email));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const stored = await rowsOf(t, sql`SELECT email FROM subscribers ORDER BY email`);
    expect(stored.rows.map((row) => row.email)).toEqual(['known1@readers.test']);
    const queued = await rowsOf(
      t,
      sql`SELECT payload FROM jobs WHERE kind = 'newsletter.subscribe' ORDER BY id`,
    );
    expect(queued.rows.map((row) => (row.payload as { email: string }).email)).toEqual([
      'new-reader@example.com',
      'known1@readers.test',
      'super@station.test',
    ]);
  });

  it("refuses a form sent from another site's page, and takes the station's and a server's", async () => {
    const evil = await subscribe(t, 'csrf@example.com', { headers: { origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toBe("This form can be sent only from the station's own website.");
    const crossSite = await subscribe(t, 'csrf@example.com', {
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await subscribe(t, 'site@example.com', { headers: { origin: 'http://localhost:5173' } })).statusCode,
    ).toBe(202);
    expect((await subscribe(t, 'server@example.com')).statusCode).toBe(202);
  });

  it('counts every spelling of one mailbox as one: five asks an hour, then a clear refusal', async () => {
    const spellings = [
      'victim+1@gmail.com',
      'victim+2@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'Victim+news@googlemail.com',
      'vic.tim+5@gmail.com',
    ];
    for (const email of spellings) expect((await subscribe(t, email)).statusCode).toBe(202);
    const sixth = await subscribe(t, 'victim+6@gmail.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe(
      'This address has been asked for several times in the last hour. Please try again later.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the asks for one mail domain to a hundred an hour, from any network', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1)
      statuses.push((await subscribe(t, `reader${i}@catch-all.example`, { ip: `10.3.${i}.1` })).statusCode);
    expect(statuses.slice(0, 100).every((status) => status === 202)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect((await subscribe(t, 'someone@other.example')).statusCode).toBe(202);
  });

  it("lets a big provider's readers in past a hundred an hour, each mailbox still limited", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1)
      statuses.push((await subscribe(t, `many${i}@yahoo.com`, { ip: `10.4.${i}.1` })).statusCode);
    expect(statuses.every((status) => status === 202)).toBe(true);
  });
});

describe('the subscribe job', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends one confirmation to a mailbox however its address is spelled, and none once it reads the letter', async () => {
    for (const email of ['reader+one@gmail.com', 'r.e.a.d.e.r+two@googlemail.com', 'READER@gmail.com'])
      expect((await subscribe(t, email)).statusCode).toBe(202);
    const confirmation = await smtp.waitForMail((mail) => mail.to.includes('reader+one@gmail.com'));
    await t.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: linkIn(confirmation, '/newsletter/confirm') },
    });
    expect((await subscribe(t, 'reader+three@gmail.com')).statusCode).toBe(202);
    // A marker after them: once its confirmation is out, the asks before it were decided.
    await subscribe(t, 'marker@example.com');
    await smtp.waitForMail((mail) => mail.to.includes('marker@example.com'));
    const toGmail = smtp.received.filter((mail) =>
      mail.to.some((to) => to.endsWith('mail.com') && to !== 'marker@example.com'),
    );
    expect(toGmail.map((mail) => mail.to)).toEqual([['reader+one@gmail.com']]);
  });

  it('keeps the confirmation link out of the job table', async () => {
    await subscribe(t, 'keeps-no-link@example.com');
    const confirmation = await smtp.waitForMail((mail) => mail.to.includes('keeps-no-link@example.com'));
    const token = linkIn(confirmation, '/newsletter/confirm');
    // The job is marked sent just after the mail server took the message.
    await expect
      .poll(async () => JSON.stringify(await rowsOf(t, sql`SELECT key, payload::text AS payload FROM jobs`)))
      .not.toContain(token);
  });
});

describe('a sending to 500 readers', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_SITE_URL: 'http://site.test',
      MAIL_RATE_PER_SECOND: '1000',
    });
    await addConfirmedReaders(t, 500, 'five');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails each reader exactly once, each with a working way out, and shows the tally', async () => {
    const started = await send(t, 'The weekly letter');
    expect(started.statusCode).toBe(202);
    expect(started.json().data).toMatchObject({ recipients: 500 });
    await smtp.waitFor(500, 40_000);
    await expect
      .poll(async () => (await sendingOf(t, 'The weekly letter'))?.finishedAt, { timeout: 10_000 })
      .toBeTruthy();
    const counts = perAddress(smtp.received, 'The weekly letter');
    expect(counts.size).toBe(500);
    expect([...counts.values()].every((times) => times === 1)).toBe(true);
    expect(await sendingOf(t, 'The weekly letter')).toMatchObject({
      recipients: 500,
      delivered: 500,
      failed: 0,
    });

    const mail = smtp.received.find((received) => received.to.includes('five7@readers.test'));
    if (!mail) throw new Error('reader 7 got nothing');
    const token = linkIn(mail, '/newsletter/unsubscribe');
    const left = await t.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      payload: {},
    });
    expect(left.statusCode).toBe(200);
    const status = await t.inject({ method: 'GET', url: '/api/newsletter/status', token: t.superToken });
    expect(status.json()).toEqual({ mode: 'smtp', subscribers: 499 });
  }, 90_000);
});

/** A second API instance on the same database as `t`, as a second server behind the load balancer is. */
async function secondInstance(t: TestApp, smtpUrl: string) {
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: t.dataDir,
      SMTP_URL: smtpUrl,
      MAIL_RATE_PER_SECOND: '1000',
      JOB_POLL_MS: '100',
    }),
    database: { ...t.database, close: async () => undefined },
    logger: false,
  });
  await app.ready();
  return app;
}

describe('a sending with two instances at work', () => {
  it('mails each reader once, whichever instance takes them', async () => {
    const smtp = await startTestSmtpServer();
    const first = await buildTestApp({ SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: '1000' });
    const second = await secondInstance(first, smtp.url);
    try {
      await addConfirmedReaders(first, 150, 'pair');
      await send(first, 'Two instances');
      second.jobs.kick();
      await smtp.waitFor(150, 60_000);
      await expect
        .poll(async () => (await sendingOf(first, 'Two instances'))?.finishedAt, { timeout: 10_000 })
        .toBeTruthy();
      const counts = perAddress(smtp.received, 'Two instances');
      expect(counts.size).toBe(150);
      expect([...counts.values()].every((times) => times === 1)).toBe(true);
    } finally {
      await second.close();
      await first.close();
      await smtp.close();
    }
  }, 90_000);
});

describe('a sending across a restart', () => {
  it('mails nobody twice, and the restarted server mails the rest', async () => {
    const smtp = await startTestSmtpServer();
    const first = await buildTestApp({ SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: '100' });
    await addConfirmedReaders(first, 200, 'restart');
    // The second server shares the first's database; the first is stopped without closing it.
    const { database } = first;
    const closeDatabase = database.close;
    database.close = async () => undefined;
    await send(first, 'Across a restart');
    await smtp.waitFor(40, 20_000);
    await first.app.close();
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeLessThan(200);

    const second = await secondInstance(first, smtp.url);
    try {
      await smtp.waitFor(200, 30_000);
      const counts = perAddress(smtp.received, 'Across a restart');
      expect(counts.size).toBe(200);
      expect([...counts.values()].every((times) => times === 1)).toBe(true);
    } finally {
      database.close = closeDatabase;
      await second.close();
      await first.close().catch(() => undefined);
      await smtp.close();
    }
  }, 90_000);
});
