import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { createMailer, MailOffError, mailModeOf, withPoolSettings } from './mailer';

const dir = mkdtempSync(join(tmpdir(), 'station-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = (values: Record<string, string>) =>
  loadEnv({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: dir, ...values });

describe('the mailer', () => {
  it('sends through SMTP_URL when there is one, and writes an outbox only outside production', () => {
    expect(mailModeOf(env({ NODE_ENV: 'development' }))).toBe('outbox');
    expect(mailModeOf(env({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail:25' }))).toBe('smtp');
    expect(mailModeOf(env({ NODE_ENV: 'test' }))).toBe('off');
  });

  it('keeps an email it cannot send as an .eml file a mail program opens, and says where', async () => {
    const lines: Record<string, unknown>[] = [];
    const mailer = createMailer(env({ NODE_ENV: 'development', MAIL_OUTBOX_DIR: join(dir, 'outbox') }), {
      info: (details) => lines.push(details),
    });
    await mailer.send({ to: 'reader@example.com', subject: 'ሰላም', text: 'Hello' });
    const [file] = readdirSync(join(dir, 'outbox'));
    const eml = readFileSync(join(dir, 'outbox', file ?? ''), 'utf8');
    expect(eml).toContain('To: reader@example.com');
    expect(lines[0]).toMatchObject({ event: 'mail-saved', to: 'reader@example.com' });
    mailer.close();
  });

  it('refuses to pretend: without a mail server a send fails with the reason', async () => {
    const mailer = createMailer(env({ NODE_ENV: 'test' }), { info: () => undefined });
    await expect(mailer.send({ to: 'a@b.c', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailOffError);
  });

  it("adds the pool's settings to SMTP_URL without overriding the operator's", () => {
    const url = new URL(withPoolSettings('smtps://user:p%40ss@mail.example:465?maxConnections=1'));
    expect(url.searchParams.get('pool')).toBe('true');
    expect(url.searchParams.get('maxConnections')).toBe('1');
    expect(url.password).toBe('p%40ss');
  });
});
