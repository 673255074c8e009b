import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Env } from '../config/env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/**
 * `smtp`: handed to the mail server of SMTP_URL. `outbox`: written as .eml files (development without
 * a mail server, so a developer can open what would have gone). `off`: nothing can be sent.
 */
export type MailMode = 'smtp' | 'outbox' | 'off';

export interface Mailer {
  mode: MailMode;
  /** Sends one message, or throws what the mail server (or the missing one) answered. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailOffError extends Error {
  constructor() {
    super('Email is not configured (SMTP_URL).');
  }
}

interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

export function mailModeOf(env: Env): MailMode {
  if (env.SMTP_URL) return 'smtp';
  return env.NODE_ENV === 'development' || env.MAIL_OUTBOX_DIR ? 'outbox' : 'off';
}

export function createMailer(env: Env, log: MailLog): Mailer {
  const mode = mailModeOf(env);
  if (mode === 'smtp') return smtpMailer(env, env.SMTP_URL as string);
  if (mode === 'outbox') return outboxMailer(env, env.MAIL_OUTBOX_DIR ?? join(env.DATA_DIR, 'outbox'), log);
  return {
    mode,
    send: () => Promise.reject(new MailOffError()),
    close: () => undefined,
  };
}

/**
 * SMTP_URL with the pool's settings added where the operator gave none. Nodemailer reads every setting
 * of a transport from its URL when there is one (it ignores options beside it), so they go in as query.
 */
export function withPoolSettings(url: string): string {
  const address = new URL(url);
  // A pool keeps a few connections open through a newsletter instead of one handshake per reader.
  const defaults = {
    pool: 'true',
    maxConnections: '3',
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  };
  for (const [name, value] of Object.entries(defaults))
    if (!address.searchParams.has(name)) address.searchParams.set(name, value);
  return address.toString();
}

/**
 * The mail library is loaded with the first message rather than at start: it holds about 17 MiB, and
 * an instance may go hours without sending.
 */
function lazyTransport(create: (nodemailer: typeof import('nodemailer')) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer));
      return transport;
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

function smtpMailer(env: Env, url: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(withPoolSettings(url)));
  return {
    mode: 'smtp',
    async send(message) {
      await (await transport.get()).sendMail({ from: env.MAIL_FROM, ...message });
    },
    close: transport.close,
  };
}

function outboxMailer(env: Env, dir: string, log: MailLog): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let count = 0;
  return {
    mode: 'outbox',
    async send(message) {
      mkdirSync(dir, { recursive: true });
      const sent = await (await transport.get()).sendMail({ from: env.MAIL_FROM, ...message });
      count += 1;
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${count}.eml`);
      await writeFile(file, sent.message as Buffer);
      log.info({ event: 'mail-saved', to: message.to, file }, 'email saved to the outbox (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
