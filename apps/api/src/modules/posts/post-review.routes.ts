import {
  idParamsSchema,
  messageWithDataSchema,
  postReviewNotesSchema,
  postSchema,
  reviewNoteSchema,
  sendBackInputSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byIdWithBody } from '../../lib/route-schemas';
import type { PostReview } from './post-review';
import { sentBackMail } from './post-review-mail';

/**
 * A note of at most 2,000 characters, sent as JSON: even written wholly in `\uXXXX` escapes it stays
 * far under this, so a larger body is refused before it is parsed.
 */
const SEND_BACK_BODY_LIMIT = 32 * 1024;

/** Sending a post back to its writer with a note, and reading the notes (registered under `post/`). */
export function postReviewRoutes(app: FastifyInstance, review: PostReview) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['posts'];

  api.post(
    '/:id/send-back',
    {
      onRequest: app.requirePublishRight,
      bodyLimit: SEND_BACK_BODY_LIMIT,
      schema: {
        summary: 'Send a post in review back to its writer as a draft, with a note (needs the right)',
        alsoAnswers: [403, 409, 413],
        ...byIdWithBody(tags, sendBackInputSchema, messageWithDataSchema(postSchema)),
      },
    },
    async (request) => {
      const sent = await review.sendBack(request.admin, request.params.id, request.body);
      await app.audit.record(request, sent.audit);
      // A draft is no public page: the public caches stay as they are.
      request.changedNothingPublic = true;
      const writer = sent.writerId ? await review.writer(sent.writerId) : undefined;
      if (writer && app.mailer.mode !== 'off')
        await app.queueMail(
          sentBackMail(writer, {
            title: sent.post.title,
            reviewer: request.admin.name,
            note: sent.note.note,
            link: `${app.env.PUBLIC_CONSOLE_URL}/dashboard/posts/${sent.post._id}`,
          }),
          `sent-back:${sent.note._id}`,
        );
      return { message: 'Sent back to the writer.', data: sent.post };
    },
  );

  // The list marks each post whose note still stands.
  api.get(
    '/review-notes',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Every review note still waiting for its writer',
        tags,
        response: { 200: z.array(reviewNoteSchema) },
      },
    },
    () => review.standing(),
  );

  api.get(
    '/:id/review-notes',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A post's standing review note and the earlier ones",
        tags,
        params: idParamsSchema,
        response: { 200: postReviewNotesSchema },
      },
    },
    (request) => review.ofPost(request.params.id),
  );
}
