import {
  analyticsSchema,
  FIELD_MAX,
  idParamsSchema,
  listPostsQuerySchema,
  messageSchema,
  messageWithDataSchema,
  postListSchema,
  postSchema,
  searchParamsSchema,
  updatePostInputSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipart } from '../../lib/multipart';
import { createAnalyticsService } from '../views/analytics.service';
import { postCacheKeys } from './post-cache-keys';
import { createPostsService } from './posts.service';

export async function postsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPostsService({ db: app.db, storage: app.storage });
  const analytics = createAnalyticsService(app.db);
  const tags = ['posts'];
  const saved = messageWithDataSchema(postSchema);

  api.get(
    '/',
    { schema: { tags, querystring: listPostsQuerySchema, response: { 200: postListSchema } } },
    (request, reply) =>
      app.publicCache.serve(request, reply, postCacheKeys.list(request.query), async () => {
        const { posts, total } = await service.list(request.query);
        return { body: posts, headers: { 'X-Total-Count': String(total) } };
      }),
  );

  api.get(
    '/post-analytics',
    { onRequest: app.authenticate, schema: { tags, response: { 200: analyticsSchema } } },
    (request, reply) =>
      app.publicCache.serve(request, reply, postCacheKeys.analytics, async () => ({
        body: await analytics.postAnalytics(new Date()),
      })),
  );

  api.get(
    '/search/:key',
    { schema: { tags, params: searchParamsSchema, response: { 200: postListSchema } } },
    (request, reply) => {
      const key = request.params.key.trim();
      return app.publicCache.serve(request, reply, postCacheKeys.search(key), async () => ({
        body: await service.search(key),
      }));
    },
  );

  api.get(
    '/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: postSchema } } },
    (request, reply) =>
      app.publicCache.serve(request, reply, postCacheKeys.article(request.params.id), async () => ({
        body: await service.get(request.params.id),
      })),
  );

  api.post(
    '/add',
    { onRequest: app.authenticate, schema: { tags, response: { 200: saved } } },
    async (request) => {
      const post = await service.create(await readMultipart(request, FIELD_MAX.imagesPerPost));
      return { message: 'Saved Successfully!', data: post };
    },
  );

  api.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: idParamsSchema, body: updatePostInputSchema, response: { 200: saved } },
    },
    async (request) => ({
      message: 'Post Updated Successfully!',
      data: await service.update(request.params.id, request.body),
    }),
  );

  api.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: idParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const post = await service.remove(request.params.id);
      return { message: `${post.title} Deleted Successfully!` };
    },
  );
}
