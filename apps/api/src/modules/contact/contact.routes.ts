import {
  CONTACT_MIN_FILL_MS,
  contactCountsSchema,
  contactHandledInputSchema,
  contactIdParamsSchema,
  contactInputSchema,
  contactMessageSchema,
  contactQuerySchema,
  contactReplyInputSchema,
  messageSchema,
  messageWithDataSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, existing, tooManyRequests } from '../../lib/errors';
import { createContactRepository } from './contact.repository';

const HOUR_MS = 3_600_000;
/** Messages one email address may send in an hour, counted in the database so every instance agrees. */
const PER_ADDRESS_PER_HOUR = 3;
/** And one network address, whatever email it gives (counted by the rate limiter). */
const PER_IP = { max: 10, timeWindow: '1 hour' };
/** A message of 5,000 Ethiopic letters is about 15 KB of JSON; no other public write is this large. */
const CONTACT_BODY_LIMIT = 32 * 1024;

export const CONTACT_THANKS = 'Thank you. Your message has reached the station.';

/**
 * The contact forms' inbox. A message is stored before the form is answered, so a mail server that is
 * down loses nothing: the copy to STATION_EMAIL goes through the job queue and is tried again.
 */
export async function contactRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createContactRepository(app.db);
  const tags = ['contact'];

  api.post(
    '/',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { rateLimit: PER_IP, keepsPublicCache: true },
      schema: { tags, body: contactInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const { website, elapsedMs, ...message } = request.body;
      reply.code(201);
      // A filled hidden field is a script: it is told what a person is told, and nothing is kept.
      if (website) {
        request.log.info({ event: 'contact-spam', reason: 'honeypot' }, 'contact form refused');
        return { message: CONTACT_THANKS };
      }
      if (elapsedMs < CONTACT_MIN_FILL_MS) {
        throw badRequest(
          'That was quicker than a person can type. Please check your message and send it again.',
          'TOO_FAST',
        );
      }
      const recent = await repo.sentSince(message.email, new Date(Date.now() - HOUR_MS));
      if (recent >= PER_ADDRESS_PER_HOUR) {
        throw tooManyRequests(
          'This address has sent several messages in the last hour. Please try again later.',
          3600,
        );
      }
      const id = await repo.add(message);
      if (app.env.STATION_EMAIL && app.mailer.mode !== 'off') {
        await app.queueMail(
          {
            to: app.env.STATION_EMAIL,
            replyTo: message.email,
            subject: `Message from ${message.firstName} ${message.lastName}`,
            text: `${message.message}\n\n— ${message.firstName} ${message.lastName} <${message.email}>\n\n${app.env.PUBLIC_CONSOLE_URL}/dashboard/inbox/${id}`,
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
      schema: { tags, querystring: contactQuerySchema, response: { 200: z.array(contactMessageSchema) } },
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
    { onRequest: app.authenticate, schema: { tags, response: { 200: contactCountsSchema } } },
    () => repo.counts(),
  );

  api.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: contactIdParamsSchema, response: { 200: contactMessageSchema } },
    },
    async (request) => existing(await repo.open(request.params.id), 'The message'),
  );

  api.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
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

  api.post(
    '/:id/reply',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: contactIdParamsSchema,
        body: contactReplyInputSchema,
        response: { 200: messageWithDataSchema(contactMessageSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const original = existing(await repo.find(id), 'The message');
      if (app.mailer.mode === 'off') {
        throw new AppError(
          503,
          'Email is not configured on this server, so the reply cannot be sent.',
          'MAIL_OFF',
        );
      }
      try {
        await app.mailer.send({
          to: original.email,
          subject: 'Re: your message to the station',
          text: `${request.body.message}\n\n> ${original.message.split('\n').join('\n> ')}`,
        });
      } catch (error) {
        request.log.warn({ err: error, event: 'reply-not-sent' }, 'the mail server refused a reply');
        throw new AppError(
          502,
          'The mail server did not take the reply, so nothing was sent. Your reply is still here; try again shortly.',
          'MAIL_FAILED',
        );
      }
      await repo.addReply(id, request.admin.name, request.body.message);
      await repo.setHandled(id, request.admin.name);
      return {
        message: `Your reply was sent to ${original.email}.`,
        data: existing(await repo.find(id), 'The message'),
      };
    },
  );
}
