import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../jobs/job-queue';
import type { NewsletterRepository } from './newsletter.repository';
import { confirmationMessage } from './newsletter-mail';

export const SUBSCRIBE_JOB = 'newsletter.subscribe';
/** A second ask for the same mailbox within this time sends no second confirmation email. */
const RESEND_AFTER_MS = 10 * 60_000;

/**
 * What a subscribe form asked for, decided after the reader has had the answer: whether the
 * mailbox reads the newsletter already, was just sent a link, or gets one now. The form's answer
 * and its time are then the same for every address, new, subscribed or an admin's.
 */
export function subscribeJob(app: FastifyInstance, repo: NewsletterRepository): JobHandler {
  return async (payload) => {
    const email = String(payload.email);
    const language = String(payload.language);
    const known = await repo.findByMailbox(email);
    const reading = known.some((row) => row.confirmedAt && !row.unsubscribedAt);
    const justAsked = known.some(
      (row) => !row.confirmedAt && Date.now() - row.createdAt.getTime() < RESEND_AFTER_MS,
    );
    if (reading || justAsked) return undefined;
    const same = known.find((row) => row.email === email) ?? known[0];
    const subscriber = same
      ? await repo.renew(same.id, email, language)
      : await repo.subscribe(email, language);
    // The job's key outlives its message by weeks: it names the link by a digest, never the link itself.
    const link = createHash('sha256').update(subscriber.token).digest('base64url');
    await app.queueMail(confirmationMessage(app.env, subscriber), `confirm:${link}`);
    return undefined;
  };
}
