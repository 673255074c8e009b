import {
  contactIdParamsSchema,
  contactMessageSchema,
  contactReplyInputSchema,
  messageWithDataSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, conflict, existing, tooManyRequests } from '../../lib/errors';
import { createContactRepository } from './contact.repository';

/** A reply answers a message; a longer exchange belongs in the station's own mailbox. */
const REPLIES_PER_MESSAGE = 3;
/** Replies one admin may send in an hour, across every message. */
const REPLIES_PER_ADMIN = { max: 20, timeWindow: 3_600_000 };

/**
 * Replies by email to a contact message. The address is the one the visitor gave, so the console
 * could otherwise mail any address again and again: a reply needs the right that emailing the
 * subscribers needs, and is limited per message and per admin.
 */
export async function contactReplyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createContactRepository(app.db);
  // Counted with the other rate limits (Redis when there is one), before the mail goes: a count taken
  // after it would let replies sent all at once pass together. A reply the mail server refused counts too.
  const sentByAdmin = app.createRateLimit({
    ...REPLIES_PER_ADMIN,
    keyGenerator: (request) => `contact-reply:${request.admin.id}`,
  });

  api.post(
    '/:id/reply',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary:
          'Reply by email (three a message, twenty an hour an admin); stored once the mail server took it',
        alsoAnswers: [404, 409, 429, 502, 503],
        tags: ['contact'],
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
      if (original.replies.length >= REPLIES_PER_MESSAGE)
        throw conflict(
          "This message has had three replies already. Please go on from the station's own mailbox.",
        );
      const sent = await sentByAdmin(request);
      if (!sent.isAllowed && sent.isExceeded)
        throw tooManyRequests(
          'You have sent twenty replies in the last hour. Please try again later.',
          Math.max(1, sent.ttlInSeconds),
        );
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
