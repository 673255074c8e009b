import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer';
import { createJobQueue, type JobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    mailer: Mailer;
    /** Queues one email: sent by whichever instance claims it, tried again while the mail server is down. */
    queueMail(message: MailMessage, key?: string): Promise<void>;
  }
}

export const MAIL_JOB = 'mail.send';
const PURGE_EVERY_MS = 3_600_000;
/** Finished jobs are kept this long for reading back (what failed and why), then forgotten. */
const KEEP_DAYS = 30;
/** A channel post's job is its record of having been sent: forgetting it would let a republished post go again. */
const REMEMBERED_KINDS = ['telegram.channel'];

/**
 * The job queue and the mailer, shared by every module. The queue starts once the app is ready and
 * stops before the server closes (preClose), so a running job still has its database to finish with.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { pollMs }: { pollMs: number }) => {
    const queue = createJobQueue({ database: app.database, log: app.log, pollMs });
    const mailer = createMailer(app.env, app.log);
    app.decorate('jobs', queue);
    app.decorate('mailer', mailer);
    queue.register(
      MAIL_JOB,
      async (payload) => {
        await mailer.send(payload as unknown as MailMessage);
        return undefined;
      },
      { forgetsPayload: true },
    );
    app.decorate('queueMail', async (message: MailMessage, key?: string) => {
      await queue.enqueue(MAIL_JOB, { ...message }, key ? { key } : {});
      queue.kick();
    });
    let purging: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      queue.start();
      purging = setInterval(() => {
        queue.purge(KEEP_DAYS, REMEMBERED_KINDS).catch((error: unknown) => {
          app.log.warn({ err: error }, 'forgetting old jobs failed; the next hour tries again');
        });
      }, PURGE_EVERY_MS).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(purging);
      await queue.stop();
      mailer.close();
    });
  },
  { name: 'jobs' },
);
