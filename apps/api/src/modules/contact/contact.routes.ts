import {
  CONTACT_FORM_MAX_AGE_MS,
  contactCountsSchema,
  contactFormTokenSchema,
  contactHandledInputSchema,
  contactIdParamsSchema,
  contactInputSchema,
  contactMessageSchema,
  contactQuerySchema,
  messageSchema,
  messageWithDataSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, existing, tooManyRequests } from '../../lib/errors';
import { sameSiteForm } from '../../lib/same-site-form';
import { createContactRepository } from './contact.repository';
import { contactReplyRoutes } from './contact-reply.routes';
import { createFormTokens } from './form-token';

const HOUR_MS = 3_600_000;
/** Messages one email address may send in an hour, counted in the database so every instance agrees. */
const PER_ADDRESS_PER_HOUR = 3;
/** And one network address, whatever email it gives (counted by the rate limiter). */
const PER_IP = { max: 10, timeWindow: '1 hour' };
/** Form tokens one network address may take in an hour: one a page a person opens is far fewer. */
const TOKENS_PER_IP = { max: 120, timeWindow: '1 hour' };
/** A message of 5,000 Ethiopic letters is about 15 KB of JSON; no other public write is this large. */
const CONTACT_BODY_LIMIT = 32 * 1024;

export const CONTACT_THANKS = 'Thank you. Your message has reached the station.';
const TOO_FAST = 'That was quicker than a person can type. Please check your message and send it again.';
const FORM_EXPIRED = 'This form has expired. Please send it again.';

/**
 * The contact forms' inbox. A message is stored before the form is answered, so a mail server that is
 * down loses nothing: the copy to STATION_EMAIL goes through the job queue and is tried again.
 */
export async function contactRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createContactRepository(app.db);
  const tags = ['contact'];
  const formTokens = createFormTokens(app.env.JWT_SECRET);
  // A token makes one message: its nonce is remembered (with the rate limits) as long as it is valid.
  const tokenUses = app.createRateLimit({
    max: 1,
    timeWindow: CONTACT_FORM_MAX_AGE_MS,
    keyGenerator: (request) => `contact-form-token:${(request.body as { formToken: string }).formToken}`,
  });

  api.get(
    '/form-token',
    {
      config: { rateLimit: TOKENS_PER_IP },
      schema: {
        summary: 'A signed, dated token for one contact message (taken 3 s to 2 h after it is given)',
        tags,
        response: { 200: contactFormTokenSchema },
      },
    },
    async (_request, reply) => {
      // Each form its own token: no cache (the API's, nginx's, a browser's) may hand one out twice.
      reply.header('cache-control', 'no-store');
      return { token: formTokens.issue() };
    },
  );

  api.post(
    '/',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: sameSiteForm(app.env),
      config: { rateLimit: PER_IP, keepsPublicCache: true },
      schema: {
        summary: 'A message from a contact form, stored before the answer (limited per address and network)',
        alsoAnswers: [201, 403, 429],
        tags,
        body: contactInputSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const { website, formToken, ...message } = request.body;
      reply.code(201);
      // A filled hidden field is a script: it is told what a person is told, and nothing is kept.
      if (website) {
        request.log.info({ event: 'contact-spam', reason: 'honeypot' }, 'contact form refused');
        return { message: CONTACT_THANKS };
      }
      const token = formTokens.check(formToken);
      if (!token.ok) {
        request.log.info({ event: 'contact-spam', reason: token.problem }, 'contact form refused');
        throw token.problem === 'too-young'
          ? badRequest(TOO_FAST, 'TOO_FAST')
          : badRequest(FORM_EXPIRED, 'FORM_EXPIRED');
      }
      const recent = await repo.sentSince(message.email, new Date(Date.now() - HOUR_MS));
      if (recent >= PER_ADDRESS_PER_HOUR) {
        throw tooManyRequests(
          'This address has sent several messages in the last hour. Please try again later.',
          3600,
        );
      }
      const use = await tokenUses(request);
      if (!use.isAllowed && use.isExceeded) {
        request.log.info({ event: 'contact-spam', reason: 'token-reused' }, 'contact form refused');
        throw badRequest(FORM_EXPIRED, 'FORM_EXPIRED');
      }
      const id = await repo.add(message);
      if (app.env.STATION_EMAIL && app.mailer.mode !== 'off') {
        await app.queueMail(
          {
            to: app.env.STATION_EMAIL,
            replyTo: message.email,
            subject: `Message from ${message.firstName} ${message.lastName}`,
            text: `${message.message}\n\n— ${message.firstName} ${message.lastName} <${message.email}>\n\n${app.env.PUBLIC_CONSOLE_URL}/dashboard/contact/${id}`,
          },
          `contact:${id}`,
        );
      }
      return { message: CONTACT_THANKS };
    },
  );

  api.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The inbox: open, handled or all messages, newest first',
        tags,
        querystring: contactQuerySchema,
        response: { 200: z.array(contactMessageSchema) },
      },
    },
    async (request, reply) => {
      const { status, limit, skip } = request.query;
      const { messages, total } = await repo.list(status, limit, skip);
      reply.header('X-Total-Count', String(total));
      return messages;
    },
  );

  api.get(
    '/counts',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Unread and open messages, for the sidebar',
        tags,
        response: { 200: contactCountsSchema },
      },
    },
    () => repo.counts(),
  );

  api.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'One message with its replies; opening it marks it read',
        alsoAnswers: [404],
        tags,
        params: contactIdParamsSchema,
        response: { 200: contactMessageSchema },
      },
    },
    async (request) => existing(await repo.open(request.params.id), 'The message'),
  );

  api.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Mark a message handled, or open again',
        alsoAnswers: [404],
        tags,
        params: contactIdParamsSchema,
        body: contactHandledInputSchema,
        response: { 200: messageWithDataSchema(contactMessageSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await repo.setHandled(id, request.body.handled ? request.admin.name : null);
      const data = existing(found ? await repo.find(id) : undefined, 'The message');
      return {
        message: request.body.handled ? 'The message is marked as handled.' : 'The message is open again.',
        data,
      };
    },
  );

  await app.register(contactReplyRoutes);
}
