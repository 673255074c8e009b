import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** Header lines as sent, by lower-case name. */
  headers: Map<string, string>;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While true the server answers every message with a temporary failure (451). */
  failing: boolean;
  /** Waits until `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Waits for a message that `match` recognises (messages of other tests may arrive in between). */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests of what the station mails. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      if (state.failing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            headers: new Map(
              mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  function until<T>(found: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what} did not arrive (${received.length} emails so far)`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    waitFor: (count, timeoutMs = 20_000) =>
      until(() => (received.length >= count ? received : undefined), `${count} emails`, timeoutMs),
    waitForMail: (match, timeoutMs = 20_000) =>
      until(() => received.find(match), 'the expected email', timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
