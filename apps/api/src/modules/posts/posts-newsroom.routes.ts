import {
  bulkInputSchema,
  bulkResultSchema,
  FIELD_MAX,
  idParamsSchema,
  managePostsQuerySchema,
  messageSchema,
  messageWithDataSchema,
  photosInputSchema,
  postCountsSchema,
  postListSchema,
  postSchema,
  publishInputSchema,
  updatePostInputSchema,
} from '@station/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart';
import { byId, byIdWithBody } from '../../lib/route-schemas';
import { createPostReview } from './post-review';
import { postReviewRoutes } from './post-review.routes';
import type { PostChange, PostsService } from './posts.service';

/**
 * The newsroom's writes, behind a session: the console's table, writing and editing, the workflow
 * from draft to published and the trash, photos, and review notes. Every accepted write is recorded
 * in the audit trail.
 */
export async function postsNewsroomRoutes(app: FastifyInstance, { service }: { service: PostsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['posts'];
  const saved = messageWithDataSchema(postSchema);
  const review = createPostReview({ db: app.db, posts: service });
  postReviewRoutes(app, review);

  /** Records the change in the audit trail and answers with the post. */
  const recorded = async (request: FastifyRequest, change: PostChange) => {
    await app.audit.record(request, change.audit);
    await review.settleIfAnswered(change.post);
    request.changedNothingPublic = !change.public;
    return change.post;
  };

  // The console's table: every status, filtered and sorted, with the public search's matching.
  api.get(
    '/manage',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The console’s posts: any status, filtered, searched and sorted, with X-Total-Count',
        tags,
        querystring: managePostsQuerySchema,
        response: { 200: postListSchema },
      },
    },
    async (request, reply) => {
      const { posts, total } = await service.manage(request.query);
      reply.header('X-Total-Count', String(total));
      return posts;
    },
  );

  api.get(
    '/counts',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'How many posts are drafts, in review, scheduled, published and in the trash',
        tags,
        response: { 200: postCountsSchema },
      },
    },
    () => service.counts(),
  );

  api.get(
    '/authors',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The names posts are signed with, for the console’s filter',
        tags,
        response: { 200: z.array(z.string()) },
      },
    },
    () => service.authors(),
  );

  api.post(
    '/add',
    {
      onRequest: app.authenticate,
      config: { upload: true },
      schema: {
        summary: 'Write a post with up to ten photos (multipart): a draft, for review, or published',
        tags,
        response: { 200: saved },
      },
    },
    async (request) => {
      const change = await service.create(
        request.admin,
        await readMultipart(request, FIELD_MAX.imagesPerPost),
      );
      return { message: 'Saved Successfully!', data: await recorded(request, change) };
    },
  );

  api.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Edit a post (a published one needs the right to publish)',
        alsoAnswers: [403, 409],
        ...byIdWithBody(tags, updatePostInputSchema, saved),
      },
    },
    async (request) => ({
      message: 'Post Updated Successfully!',
      data: await recorded(request, await service.update(request.admin, request.params.id, request.body)),
    }),
  );

  const transition = (
    path: string,
    docs: { summary: string; alsoAnswers: number[] },
    message: string,
    run: (request: FastifyRequest & { params: { id: string } }) => Promise<PostChange>,
    guard = app.authenticate,
  ) =>
    api.post(
      `/:id/${path}`,
      { onRequest: guard, schema: { ...docs, ...byId(tags, saved) } },
      async (request) => ({
        message,
        data: await recorded(request, await run(request)),
      }),
    );
  transition(
    'submit',
    { summary: 'Submit a draft for review', alsoAnswers: [409] },
    'Submitted for review.',
    (request) => service.submit(request.admin, request.params.id),
  );
  transition(
    'unpublish',
    { summary: 'Return a published post to draft (needs the right)', alsoAnswers: [403, 409] },
    'Unpublished: the post is a draft again.',
    (request) => service.unpublish(request.admin, request.params.id),
    app.requirePublishRight,
  );
  transition(
    'restore',
    { summary: 'Bring a post back from the trash as a draft', alsoAnswers: [409] },
    'Restored from the trash as a draft.',
    (request) => service.restore(request.admin, request.params.id),
  );

  api.post(
    '/:id/publish',
    // No body publishes now.
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: 'Publish now, or schedule for `publishAt` (needs the right to publish)',
        alsoAnswers: [403, 409],
        ...byIdWithBody(tags, publishInputSchema.nullish(), saved),
      },
    },
    async (request) => {
      const change = await service.publish(request.admin, request.params.id, request.body ?? {});
      const post = await recorded(request, change);
      return { message: post.status === 'scheduled' ? 'Scheduled.' : 'Published.', data: post };
    },
  );

  api.post(
    '/:id/photos',
    {
      onRequest: app.authenticate,
      config: { upload: true },
      schema: {
        summary: 'Add photos to a post (multipart `images`), stored at 400, 800 and 1600 px',
        alsoAnswers: [403, 404],
        tags,
        params: idParamsSchema,
        response: { 200: saved },
      },
    },
    async (request) => {
      const body = await readMultipart(request, FIELD_MAX.imagesPerPost);
      const change = await service.addPhotos(request.admin, request.params.id, body);
      return { message: 'Photos added.', data: await recorded(request, change) };
    },
  );

  api.patch(
    '/:id/photos',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Keep these photos in this order (the first is the cover), with captions, descriptions and focal points',
        alsoAnswers: [403, 404, 409],
        ...byIdWithBody(tags, photosInputSchema, saved),
      },
    },
    async (request) => ({
      message: 'Photos saved.',
      data: await recorded(request, await service.setPhotos(request.admin, request.params.id, request.body)),
    }),
  );

  // The older consoles' delete: now a move to the trash, restorable for 30 days.
  api.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Move a post to the trash (restorable for 30 days)',
        alsoAnswers: [403, 409],
        ...byId(tags, messageSchema),
      },
    },
    async (request) => {
      const post = await recorded(request, await service.trash(request.admin, request.params.id));
      return { message: `${post.title} Deleted Successfully!` };
    },
  );

  api.delete(
    '/:id/purge',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: 'Delete a post in the trash for good, with its photos (needs the right)',
        alsoAnswers: [403, 409],
        ...byId(tags, messageSchema),
      },
    },
    async (request) => {
      const post = await recorded(request, await service.purge(request.admin, request.params.id));
      return { message: `${post.title} was deleted for good.` };
    },
  );

  api.post(
    '/bulk',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Publish, unpublish, trash or restore several posts; a line per post',
        tags,
        body: bulkInputSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const results = await service.bulk(request.admin, request.body);
      for (const result of results) {
        if (!result.change) continue;
        await app.audit.record(request, result.change.audit);
        await review.settleIfAnswered(result.change.post);
      }
      request.changedNothingPublic = !results.some((result) => result.change?.public);
      const done = results.filter((result) => result.ok).length;
      return {
        message: `${done} of ${results.length} posts done.`,
        results: results.map(({ change: _change, ...line }) => line),
      };
    },
  );
}
