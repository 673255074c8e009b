import { viewEngagedQuerySchema, viewIncreaseQuerySchema } from '@station/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCacheKeys } from '../../plugins/public-cache-keys';
import type { Client, ViewsService } from './views.service';

/** A reader on a shared carrier address still fits well under this; a script inflating counts does not. */
const VIEW_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** The reader as the counter sees them: address and user agent for the day's hash, and any opt-out. */
const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  optsOut: request.headers.dnt === '1' || request.headers['sec-gpc'] === '1',
});

export async function viewsRoutes(app: FastifyInstance, { views }: { views: ViewsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['views'];

  // The public site sends `Content-Type: application/json` with no body (spec §7); the counter reads
  // only its query, so any body is accepted and ignored rather than answered with a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  api.patch(
    '/increase',
    {
      // Counting a view changes only that article's counter and the analytics. The article is marked out
      // of date rather than dropped, so a shared link opened by thousands at once is still read from
      // memory while one refresh at a time brings the count up to date.
      config: { rateLimit: VIEW_RATE_LIMIT, keepsPublicCache: true },
      bodyLimit: 4096,
      schema: {
        summary: 'Count a visit or a page view',
        alsoAnswers: [204],
        tags,
        querystring: viewIncreaseQuerySchema,
      },
    },
    async (request, reply) => {
      const { articleId, articleStatus } = request.query;
      const found = await views.increase(request.query, clientOf(request), new Date());
      if (articleId && found && articleStatus === 'visit')
        app.publicCache.expire(publicCacheKeys.article(articleId));
      return reply.status(204).send();
    },
  );

  // The public site sends this with navigator.sendBeacon as the reader leaves: a POST with no body (or
  // a text one) is a simple request, sent with no preflight, and its answer is never read.
  api.post(
    '/engaged',
    {
      config: { rateLimit: VIEW_RATE_LIMIT },
      bodyLimit: 4096,
      schema: {
        summary: 'Count a reader who stayed with an article',
        alsoAnswers: [204],
        tags,
        querystring: viewEngagedQuerySchema,
      },
    },
    async (request, reply) => {
      await views.engaged(request.query, clientOf(request), new Date());
      return reply.status(204).send();
    },
  );
}
