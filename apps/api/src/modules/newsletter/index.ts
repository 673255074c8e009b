import type { FastifyInstance } from 'fastify';
import { createNewsletterRepository } from './newsletter.repository';
import { newsletterRoutes } from './newsletter.routes';
import { newsletterSendingJob, SENDING_JOB } from './newsletter-sending';
import { SUBSCRIBE_JOB, subscribeJob } from './newsletter-subscribe';

/** Newsletter subscriptions (double opt-in) and the Send Email page's sendings, through the job queue. */
export async function newsletterModule(app: FastifyInstance) {
  const repo = createNewsletterRepository(app.db);
  app.jobs.register(SENDING_JOB, newsletterSendingJob(app, repo));
  // The address asked for is not kept in the job once it is decided: the subscribers table has it.
  app.jobs.register(SUBSCRIBE_JOB, subscribeJob(app, repo), { forgetsPayload: true });
  await app.register(newsletterRoutes, { prefix: '/newsletter', repo });
}
export { SUBSCRIBE_ANSWER } from './newsletter.routes';
