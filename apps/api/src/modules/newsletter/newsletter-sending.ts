import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { AGAIN, type JobHandler, RetryLater } from '../../jobs/job-queue';
import type { Delivery, NewsletterRepository } from './newsletter.repository';
import { newsletterMessage } from './newsletter-mail';

export const SENDING_JOB = 'newsletter.send';
/** A step of a sending: short enough that the job's claim (a minute) never runs out under it. */
const STEP_MS = 15_000;
const ABANDONED_AFTER_MS = 5 * 60_000;
/** Messages in flight at once: one per connection of the mailer's pool. */
const IN_FLIGHT = 3;

async function claimBatch(repo: NewsletterRepository, newsletterId: string): Promise<Delivery[]> {
  const batch: Delivery[] = [];
  while (batch.length < IN_FLIGHT) {
    const delivery = await repo.claimDelivery(newsletterId);
    if (!delivery) break;
    batch.push(delivery);
  }
  return batch;
}

/** A 4xx reply (or none: the server was not reached) may pass; a 5xx says this address never will. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/**
 * Mails a sending's readers, a few at a time, at MAIL_RATE_PER_SECOND. Each reader is claimed before the
 * message goes and settled after, so an instance stopping (or dying) between two readers never mails
 * one twice; a stopping instance finishes its reader and hands the rest back to the queue.
 */
export function newsletterSendingJob(app: FastifyInstance, repo: NewsletterRepository): JobHandler {
  const gapMs = 1000 / app.env.MAIL_RATE_PER_SECOND;
  return async (payload, { signal }) => {
    const newsletterId = String(payload.newsletterId);
    const sending = await repo.findSending(newsletterId);
    if (!sending) return undefined;
    await repo.failAbandoned(newsletterId, ABANDONED_AFTER_MS);
    const stepEnds = Date.now() + STEP_MS;
    while (!signal.aborted && Date.now() < stepEnds) {
      const batch = await claimBatch(repo, newsletterId);
      if (batch.length === 0) {
        if (await repo.finishIfDone(newsletterId)) {
          app.log.info(
            { event: 'newsletter-finished', newsletter: newsletterId },
            'a newsletter sending finished',
          );
        }
        return undefined;
      }
      const started = Date.now();
      // One message per pooled connection at a time, their starts spaced to keep the rate.
      const outcomes = await Promise.all(
        batch.map(async (delivery, index) => {
          const delay = started + index * gapMs - Date.now();
          if (delay > 0) await wait(delay);
          try {
            await app.mailer.send(newsletterMessage(app.env, delivery, sending));
            await repo.settle(newsletterId, delivery.subscriberId, 'sent');
            return undefined;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            if (isPermanent(error)) {
              await repo.settle(newsletterId, delivery.subscriberId, 'failed', message);
              return undefined;
            }
            // The server is unreachable or busy: this reader goes back in line and the sending waits.
            await repo.settle(newsletterId, delivery.subscriberId, 'queued');
            return message;
          }
        }),
      );
      const transient = outcomes.find((outcome) => outcome !== undefined);
      if (transient)
        throw new RetryLater(`the mail server did not take a newsletter message: ${transient}`, 30_000);
      const rest = started + batch.length * gapMs - Date.now();
      if (rest > 0) await wait(rest);
    }
    return AGAIN;
  };
}
