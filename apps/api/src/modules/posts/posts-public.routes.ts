import {
  listPostsQuerySchema,
  postListSchema,
  postSchema,
  searchParamsSchema,
  searchQuerySchema,
  searchStemKey,
  searchStems,
  TRUNCATE,
} from '@station/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byId } from '../../lib/route-schemas';
import { publicCacheKeys } from '../../plugins/public-cache-keys';
import type { PostsService } from './posts.service';
import { createGate } from './search-gate';

/**
 * A reader searches a few times a minute, and readers behind one carrier address stay under this; a
 * script sending keys that miss the cache (each a database search) does not.
 */
const SEARCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** Two searches at a time leave eight of the ten database connections to every other read. */
const SEARCH_GATE = { running: 2, waiting: 20 };

/**
 * What readers read: the lists, the most read, search and the article, answered through the public
 * cache. The list and the article answer a signed-in console whole and in any state.
 */
export async function postsPublicRoutes(app: FastifyInstance, { service }: { service: PostsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['posts'];
  const searches = createGate(SEARCH_GATE);

  // Readers get excerpts; a console that signs its request (and only if the token is good) whole texts.
  api.get(
    '/',
    {
      schema: {
        summary: 'Posts, newest first, by category, with X-Total-Count',
        alsoAnswers: [304],
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
  // Queries spelled differently but searching for the same thing share one cached answer.
  const search = (request: FastifyRequest, reply: FastifyReply, typed: string) => {
    const key = searchStems(typed).map(searchStemKey).join(' ');
    return app.publicCache.serve(request, reply, publicCacheKeys.postSearch(key), async () => ({
      body: await searches.run(() => service.search(typed)),
    }));
  };

  // What readers read most this week; counts move with every visit, so the public cache's few seconds
  // are all it is kept.
  api.get(
    '/most-read',
    {
      schema: {
        summary: 'The public posts read most in the last 7 days (5)',
        alsoAnswers: [304],
        tags,
        response: { 200: postListSchema },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, publicCacheKeys.mostRead, async () => ({
        body: await service.mostRead(),
      })),
  );

  // The query form carries any key, `.` and `..` included, which URL parsers drop from a path.
  api.get(
    '/search',
    {
      config: { rateLimit: SEARCH_RATE_LIMIT },
      schema: {
        summary: 'Search posts by a key in the query',
        alsoAnswers: [304, 429],
        tags,
        querystring: searchQuerySchema,
        response: { 200: postListSchema },
      },
    },
    (request, reply) => search(request, reply, request.query.key),
  );

  // The path form older clients use.
  api.get(
    '/search/:key',
    {
      config: { rateLimit: SEARCH_RATE_LIMIT },
      schema: {
        summary: 'Search posts by a key in the path',
        alsoAnswers: [304, 429],
        tags,
        params: searchParamsSchema,
        response: { 200: postListSchema },
      },
    },
    (request, reply) => search(request, reply, request.params.key),
  );

  // Readers get a post while it is public; a signed-in editor in any state (never from the shared cache).
  api.get(
    '/:id',
    {
      schema: {
        summary: 'One post, whole: readers while it is public, a signed-in editor in any state',
        alsoAnswers: [304],
        ...byId(tags, postSchema),
      },
    },
    async (request, reply) => {
      if (request.headers.authorization !== undefined) {
        await app.authenticate(request);
        return service.get(request.params.id, { anyStatus: true });
      }
      return app.publicCache.serve(request, reply, publicCacheKeys.article(request.params.id), async () => ({
        body: await service.get(request.params.id),
      }));
    },
  );
}
