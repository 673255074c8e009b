import {
  FIELD_MAX,
  listPostsQuerySchema,
  messageSchema,
  messageWithDataSchema,
  postListSchema,
  postSchema,
  searchParamsSchema,
  searchQuerySchema,
  TRUNCATE,
  updatePostInputSchema,
} from '@station/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipart } from '../../lib/multipart';
import { byId, byIdWithBody } from '../../lib/route-schemas';
import { publicCacheKeys } from '../../plugins/public-cache-keys';
import { createPostImages } from '../../storage/post-images';
import { createPostsService } from './posts.service';
import { createGate } from './search-gate';

/**
 * A reader searches a few times a minute, and readers behind one carrier address stay under this; a
 * script sending keys that miss the cache (each a database search) does not.
 */
const SEARCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** Two searches at a time leave eight of the ten database connections to every other read. */
const SEARCH_GATE = { running: 2, waiting: 20 };

export async function postsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPostsService({ db: app.db, images: createPostImages(app.storage) });
  const tags = ['posts'];
  const saved = messageWithDataSchema(postSchema);
  const searches = createGate(SEARCH_GATE);

  // Readers get excerpts; a console that signs its request (and only if the token is good) whole texts.
  api.get(
    '/',
    {
      schema: {
        tags,
        description: `Newest first. Each text is cut after ${TRUNCATE.detailMax} characters (then …) unless the request is signed in.`,
        querystring: listPostsQuerySchema,
        response: { 200: postListSchema },
      },
    },
    async (request, reply) => {
      const whole = request.headers.authorization !== undefined;
      if (whole) await app.authenticate(request);
      return app.publicCache.serve(request, reply, publicCacheKeys.postList(request.query), async () => {
        const { posts, total } = await service.list(request.query, whole);
        return { body: posts, headers: { 'X-Total-Count': String(total) } };
      });
    },
  );

  // Only a key that misses the cache waits at the gate: a popular search is answered from memory.
  const search = (request: FastifyRequest, reply: FastifyReply, typed: string) => {
    const key = typed.trim();
    return app.publicCache.serve(request, reply, publicCacheKeys.postSearch(key), async () => ({
      body: await searches.run(() => service.search(key)),
    }));
  };

  // The query form carries any key, `.` and `..` included, which URL parsers drop from a path.
  api.get(
    '/search',
    {
      config: { rateLimit: SEARCH_RATE_LIMIT },
      schema: { tags, querystring: searchQuerySchema, response: { 200: postListSchema } },
    },
    (request, reply) => search(request, reply, request.query.key),
  );

  // The path form older clients use.
  api.get(
    '/search/:key',
    {
      config: { rateLimit: SEARCH_RATE_LIMIT },
      schema: { tags, params: searchParamsSchema, response: { 200: postListSchema } },
    },
    (request, reply) => search(request, reply, request.params.key),
  );

  api.get('/:id', { schema: byId(tags, postSchema) }, (request, reply) =>
    app.publicCache.serve(request, reply, publicCacheKeys.article(request.params.id), async () => ({
      body: await service.get(request.params.id),
    })),
  );

  api.post(
    '/add',
    { onRequest: app.authenticate, config: { upload: true }, schema: { tags, response: { 200: saved } } },
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
