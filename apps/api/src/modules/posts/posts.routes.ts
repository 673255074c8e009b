import {
  FIELD_MAX,
  listPostsQuerySchema,
  messageSchema,
  messageWithDataSchema,
  postListSchema,
  postSchema,
  searchParamsSchema,
  searchQuerySchema,
  updatePostInputSchema,
} from '@station/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipart } from '../../lib/multipart';
import { byId, byIdWithBody } from '../../lib/route-schemas';
import { publicCacheKeys } from '../../plugins/public-cache-keys';
import { createPostImages } from '../../storage/post-images';
import { createPostsService } from './posts.service';

export async function postsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPostsService({ db: app.db, images: createPostImages(app.storage) });
  const tags = ['posts'];
  const saved = messageWithDataSchema(postSchema);

  api.get(
    '/',
    { schema: { tags, querystring: listPostsQuerySchema, response: { 200: postListSchema } } },
    (request, reply) =>
      app.publicCache.serve(request, reply, publicCacheKeys.postList(request.query), async () => {
        const { posts, total } = await service.list(request.query);
        return { body: posts, headers: { 'X-Total-Count': String(total) } };
      }),
  );

  const search = (request: FastifyRequest, reply: FastifyReply, typed: string) => {
    const key = typed.trim();
    return app.publicCache.serve(request, reply, publicCacheKeys.postSearch(key), async () => ({
      body: await service.search(key),
    }));
  };

  // The query form carries any key, `.` and `..` included, which URL parsers drop from a path.
  api.get(
    '/search',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: postListSchema } } },
    (request, reply) => search(request, reply, request.query.key),
  );

  // The path form older clients use.
  api.get(
    '/search/:key',
    { schema: { tags, params: searchParamsSchema, response: { 200: postListSchema } } },
    (request, reply) => search(request, reply, request.params.key),
  );

  api.get('/:id', { schema: byId(tags, postSchema) }, (request, reply) =>
    app.publicCache.serve(request, reply, publicCacheKeys.article(request.params.id), async () => ({
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
    { onRequest: app.authenticate, schema: byIdWithBody(tags, updatePostInputSchema, saved) },
    async (request) => ({
      message: 'Post Updated Successfully!',
      data: await service.update(request.params.id, request.body),
    }),
  );

  api.delete('/:id', { onRequest: app.authenticate, schema: byId(tags, messageSchema) }, async (request) => {
    const post = await service.remove(request.params.id);
    return { message: `${post.title} Deleted Successfully!` };
  });
}
