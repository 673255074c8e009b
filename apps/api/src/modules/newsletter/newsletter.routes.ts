import { createHash } from 'node:crypto';
import {
  AUDIENCE_CHANGED,
  isPublicProvider,
  mailboxOf,
  mailStatusSchema,
  messageSchema,
  messageWithDataSchema,
  newsletterInputSchema,
  newsletterPreviewSchema,
  newsletterQuerySchema,
  newsletterSchema,
  newsletterSendInputSchema,
  newsletterTestInputSchema,
  subscribeInputSchema,
  subscriberTokenSchema,
  unsubscribeInputSchema,
  unsubscribeQuerySchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidField, tooManyRequests } from '../../lib/errors';
import { sameSiteForm } from '../../lib/same-site-form';
import type { NewsletterRepository } from './newsletter.repository';
import { newsletterMessage, SAMPLE_TOKEN } from './newsletter-mail';
import { SENDING_JOB } from './newsletter-sending';
import { SUBSCRIBE_JOB } from './newsletter-subscribe';

const PER_IP = { max: 10, timeWindow: '1 hour' };
/** Asks for one mailbox, however spelled (`+tag`, Gmail's dots), whatever network they come from. */
const PER_MAILBOX = { max: 5, timeWindow: 3_600_000 };
/**
 * Asks for one mail domain, the big public providers aside (`isPublicProvider`: no catch-all there,
 * and the mailbox limit holds). A catch-all domain takes any name, so without this a script could make
 * the station mail it without end; a hundred an hour lets a busy hour's readers of a smaller one in.
 */
const PER_DOMAIN = { max: 100, timeWindow: 3_600_000 };
export const SUBSCRIBE_ANSWER = 'Almost done: open the link we emailed you to confirm your subscription.';
const BAD_LINK = 'This link is not valid any more.';
/** Test copies one admin may have sent in an hour: enough to check a letter, too few to mail anyone with. */
const TESTS_PER_ADMIN = { max: 10, timeWindow: 3_600_000 };

/**
 * How far the readers may be from the number an admin confirmed before a send is refused: a twentieth of
 * it, so a big list's steady sign-ups pass, while on a small list any change is worth a second look.
 */
const driftAllowed = (confirmed: number) => Math.floor(confirmed / 20);

const mailOff = () =>
  new AppError(503, 'Email is not configured on this server, so the newsletter cannot be sent.', 'MAIL_OFF');

/**
 * The newsletter: double opt-in (nothing is sent to an address before its owner opens the confirmation
 * link), one-click leaving from every message, and sendings that go through the job queue.
 */
export async function newsletterRoutes(app: FastifyInstance, { repo }: { repo: NewsletterRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['newsletter'];
  // Counted with the other rate limits (Redis when there is one); the key is a hash, not the address.
  const asksFor = (part: 'mailbox' | 'domain', limit: { max: number; timeWindow: number }) =>
    app.createRateLimit({
      ...limit,
      keyGenerator: (request) => {
        const { email } = request.body as { email: string };
        const digest = createHash('sha256').update(mailboxOf(email)[part]).digest('base64url');
        return `subscribe-${part}:${digest}`;
      },
    });
  const perMailbox = asksFor('mailbox', PER_MAILBOX);
  const perDomain = asksFor('domain', PER_DOMAIN);
  const testsByAdmin = app.createRateLimit({
    ...TESTS_PER_ADMIN,
    keyGenerator: (request) => `newsletter-test:${request.admin.id}`,
  });
  // Mail programs send one-click unsubscribes as a form (RFC 8058); this module alone reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  api.post(
    '/subscribe',
    {
      onRequest: sameSiteForm(app.env),
      config: { rateLimit: PER_IP, keepsPublicCache: true },
      schema: {
        summary: 'Ask for the newsletter: a confirmation link is emailed; the same answer for every address',
        alsoAnswers: [202, 403, 429, 503],
        tags,
        body: subscribeInputSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      reply.code(202);
      const { email, language, website } = request.body;
      if (website) return { message: SUBSCRIBE_ANSWER };
      if (app.mailer.mode === 'off') throw mailOff();
      // Counted for every address alike, so a refusal says nothing of who reads the newsletter.
      const limits = [
        [perMailbox, 'This address has been asked for several times in the last hour.'],
        [perDomain, 'Many addresses at this mail provider have been asked for in the last hour.'],
      ] as const;
      for (const [limit, sentence] of isPublicProvider(mailboxOf(email).domain)
        ? limits.slice(0, 1)
        : limits) {
        const asked = await limit(request);
        if (!asked.isAllowed && asked.isExceeded)
          throw tooManyRequests(`${sentence} Please try again later.`, Math.max(1, asked.ttlInSeconds));
      }
      await app.jobs.enqueue(SUBSCRIBE_JOB, { email, language });
      app.jobs.kick();
      return { message: SUBSCRIBE_ANSWER };
    },
  );

  api.post(
    '/confirm',
    {
      config: { keepsPublicCache: true },
      schema: {
        summary: 'Confirm a subscription with the emailed link',
        alsoAnswers: [404],
        tags,
        body: subscriberTokenSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await repo.confirm(request.body.token))) throw new AppError(404, BAD_LINK, 'NOT_FOUND');
      return { message: 'You are subscribed to the newsletter.' };
    },
  );

  api.post(
    '/unsubscribe',
    {
      config: { keepsPublicCache: true },
      schema: {
        summary: 'Leave the newsletter (also the one-click of List-Unsubscribe-Post, as a form)',
        alsoAnswers: [404],
        tags,
        querystring: unsubscribeQuerySchema,
        body: unsubscribeInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body.token;
      if (!token) throw invalidField('token', 'This link is not valid.');
      if (!(await repo.unsubscribe(token))) throw new AppError(404, BAD_LINK, 'NOT_FOUND');
      return { message: 'You are unsubscribed: no more newsletters will be sent to you.' };
    },
  );

  api.get(
    '/status',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Whether email is configured, and the confirmed subscribers',
        tags,
        response: { 200: mailStatusSchema },
      },
    },
    async () => ({ mode: app.mailer.mode, subscribers: await repo.confirmedCount() }),
  );

  api.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Every sending with its recipients, delivered and failed, newest first',
        tags,
        querystring: newsletterQuerySchema,
        response: { 200: z.array(newsletterSchema) },
      },
    },
    async (request, reply) => {
      const { sendings, total } = await repo.list(request.query.limit, request.query.skip);
      reply.header('X-Total-Count', String(total));
      return sendings;
    },
  );

  // Whoever may send may see, before, what would go and to how many: the same builder as the sending's.
  api.post(
    '/preview',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: "The email each language's readers would get, with how many readers get it; nothing is sent",
        tags,
        body: newsletterInputSchema,
        response: { 200: newsletterPreviewSchema },
      },
    },
    async (request) => {
      const readers = await repo.readersByLanguage();
      const mails = [...readers].map(([language, count]) => {
        const mail = newsletterMessage(
          app.env,
          { email: request.admin.email, token: SAMPLE_TOKEN, language },
          request.body,
        );
        return { language, readers: count, subject: mail.subject, text: mail.text };
      });
      return { recipients: mails.reduce((sum, mail) => sum + mail.readers, 0), mails };
    },
  );

  // A copy to the signed-in admin alone, whatever address the request might name: it names none.
  api.post(
    '/test',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: "A test copy of one language's email to the signed-in admin alone (ten an hour)",
        alsoAnswers: [429, 503],
        tags,
        body: newsletterTestInputSchema,
        response: { 202: messageWithDataSchema(z.object({ to: z.string() })) },
      },
    },
    async (request, reply) => {
      if (app.mailer.mode === 'off') throw mailOff();
      const tried = await testsByAdmin(request);
      if (!tried.isAllowed && tried.isExceeded)
        throw tooManyRequests(
          'You have sent ten test copies in the last hour. Please try again later.',
          Math.max(1, tried.ttlInSeconds),
        );
      const { language, ...content } = request.body;
      const to = request.admin.email;
      await app.queueMail(newsletterMessage(app.env, { email: to, token: SAMPLE_TOKEN, language }, content));
      reply.code(202);
      return { message: `A test copy is on its way to ${to}.`, data: { to } };
    },
  );

  api.post(
    '/',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: 'Email a subject and message to every confirmed subscriber, through the job queue',
        alsoAnswers: [202, 403, 409, 503],
        tags,
        body: newsletterSendInputSchema,
        response: { 202: messageWithDataSchema(newsletterSchema) },
      },
    },
    async (request, reply) => {
      if (app.mailer.mode === 'off') throw mailOff();
      const { recipients: confirmed, ...content } = request.body;
      const id = await repo.createSending(
        { ...content, authorId: request.admin.id, authorName: request.admin.name },
        (recipients) => {
          if (confirmed === undefined || Math.abs(recipients - confirmed) <= driftAllowed(confirmed)) return;
          throw new AppError(
            409,
            `Since you confirmed ${confirmed}, the number of readers has become ${recipients}. Nothing was sent: check the number and confirm again.`,
            AUDIENCE_CHANGED,
          );
        },
      );
      await app.jobs.enqueue(SENDING_JOB, { newsletterId: id }, { key: id, maxAttempts: 50 });
      app.jobs.kick();
      const { sendings } = await repo.list(1, 0);
      const data = sendings.find((sending) => sending._id === id);
      if (!data) throw new Error('the new sending is not listed');
      reply.code(202);
      return { message: `Sending to ${data.recipients} subscribers.`, data };
    },
  );
}
