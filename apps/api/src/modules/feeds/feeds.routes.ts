import { createHash } from 'node:crypto';
import { categorySchema } from '@station/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { imageAddress } from '../../storage/stored-images';
import { newsSitemapDocument, robotsDocument, type Site, sitemapDocument } from './feed-documents';
import { feedPictures } from './feed-pictures';
import { createFeedsRepository, type FeedPost } from './feeds.repository';
import { rssDocument } from './rss-document';

/** Feed readers and crawlers come back often; five minutes of their own cache costs a reader little. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';
const KEEP_MS = 300_000;
const FEED_ITEMS = 30;
/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the newest articles come first. */
const SITEMAP_ARTICLES = 49_000;
const NEWS_WINDOW_MS = 48 * 3_600_000;
const NEWS_MAX = 1000;

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

interface Kept {
  version: bigint;
  madeAt: number;
  body: string;
  etag: string;
}

/**
 * RSS for all news and each category, the sitemaps and robots.txt, made from the database and kept
 * until the public content changes (the content version moves on every instance) or five minutes
 * pass, so a crawler walking them costs one query per change. The page server answers them at the
 * site's own addresses.
 */
export async function feedsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createFeedsRepository(app.db);
  const picture = feedPictures(app.storage, imageAddress(app.storage));
  const site: Site = { name: app.env.SITE_NAME, url: app.env.PUBLIC_SITE_URL };
  const withPictures = (posts: FeedPost[]) =>
    Promise.all(posts.map(async (post) => ({ ...post, picture: await picture(post.images[0]) })));
  const kept = new Map<string, Kept>();
  const tags = ['feeds'];

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    type: string,
    make: () => Promise<string>,
  ) {
    const version = app.contentVersion.current();
    let entry = kept.get(name);
    if (!entry || entry.version !== version || Date.now() - entry.madeAt > KEEP_MS) {
      const body = await make();
      entry = {
        version,
        madeAt: Date.now(),
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      };
      kept.set(name, entry);
    }
    reply.header('content-type', type).header('cache-control', CACHE_CONTROL).header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.send(entry.body);
  }

  api.get(
    '/rss.xml',
    { schema: { summary: 'RSS 2.0 of the latest 30 public posts', alsoAnswers: [304], tags } },
    (request, reply) =>
      answer(request, reply, 'rss', RSS, async () =>
        rssDocument(site, await withPictures(await repo.latest(FEED_ITEMS))),
      ),
  );

  api.get(
    '/category/:category/rss.xml',
    {
      schema: {
        summary: 'RSS 2.0 of the latest 30 public posts of a category',
        alsoAnswers: [304, 404],
        tags,
        params: z.object({ category: z.string().max(50) }),
      },
    },
    (request, reply) => {
      const parsed = categorySchema.safeParse(request.params.category);
      if (!parsed.success) throw notFound('The category');
      const category = parsed.data;
      return answer(request, reply, `rss:${category}`, RSS, async () =>
        rssDocument(site, await withPictures(await repo.latest(FEED_ITEMS, category)), category),
      );
    },
  );

  api.get(
    '/sitemap.xml',
    { schema: { summary: 'Every public page and article', alsoAnswers: [304], tags } },
    (request, reply) =>
      answer(request, reply, 'sitemap', XML, async () => {
        const [articles, programIds] = await Promise.all([
          repo.addresses(SITEMAP_ARTICLES),
          repo.programIds(),
        ]);
        return sitemapDocument(site, articles, programIds);
      }),
  );

  api.get(
    '/news-sitemap.xml',
    { schema: { summary: 'Google News sitemap of the last 48 hours', alsoAnswers: [304], tags } },
    (request, reply) =>
      answer(request, reply, 'news-sitemap', XML, async () =>
        newsSitemapDocument(site, await repo.since(new Date(Date.now() - NEWS_WINDOW_MS), NEWS_MAX)),
      ),
  );

  api.get(
    '/robots.txt',
    { schema: { summary: 'robots.txt naming both sitemaps', alsoAnswers: [304], tags } },
    (request, reply) => answer(request, reply, 'robots', TEXT, async () => robotsDocument(site)),
  );
}
