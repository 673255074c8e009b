import { CATEGORIES, type Category, excerpt } from '@station/domain';
import { articlePath } from '@station/domain/article-path';
import { Feed } from 'feed';
import type { FeedPost } from './feeds.repository';

export interface Site {
  name: string;
  /** The public site's origin, without a trailing slash. */
  url: string;
  /** An image address for a post's first picture. */
  imageUrl: (post: FeedPost) => string | undefined;
}

/** The site's pages that exist whatever the content: home, lists, programs, live and the rest. */
const FIXED_PAGES = ['/', '/articles', '/jemals-view', '/live', '/about-us', '/contact', '/jeilu-sc'];
const ETHIOPIC = /[\u1200-\u137F]/;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** A public post always has its publish time; the update time stands in only to satisfy the type. */
const publishedAt = (post: FeedPost) => post.publishAt ?? post.updatedAt;

export const articleUrl = (site: Site, post: { id: string; slug: string | null }) =>
  `${site.url}${articlePath({ _id: post.id, slug: post.slug ?? undefined })}`;

/** RSS 2.0 of the latest posts, all or of one category, with the first picture as an enclosure. */
export function rssDocument(site: Site, posts: FeedPost[], category?: Category): string {
  const self = category ? `${site.url}/articles/${category}/rss.xml` : `${site.url}/rss.xml`;
  const feed = new Feed({
    title: category ? `${site.name} — ${category}` : site.name,
    description: category ? `${site.name}: the latest ${category} news` : `${site.name}: the latest news`,
    id: `${site.url}/`,
    link: category ? `${site.url}/articles/${category}` : `${site.url}/`,
    language: 'am',
    image: `${site.url}/logo.svg`,
    copyright: `© ${site.name}`,
    ...(posts[0] ? { updated: publishedAt(posts[0]) } : {}),
    generator: site.name,
    feedLinks: { rss: self },
  });
  for (const post of posts) {
    const link = articleUrl(site, post);
    const image = site.imageUrl(post);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: excerpt(post.detail),
      date: publishedAt(post),
      published: publishedAt(post),
      category: [{ name: post.category }],
      ...(post.authorName ? { author: [{ name: post.authorName }] } : {}),
      ...(image
        ? {
            enclosure: { url: image, type: image.endsWith('.webp') ? 'image/webp' : 'image/jpeg', length: 0 },
          }
        : {}),
    });
  }
  return feed.rss2();
}

/** Every public page and article, with when each article last changed. */
export function sitemapDocument(
  site: Site,
  articles: { id: string; slug: string | null; updatedAt: Date }[],
  programIds: string[],
): string {
  const pages = [
    ...FIXED_PAGES,
    ...CATEGORIES.map((category) => `/articles/${category}`),
    ...programIds.map((id) => `/program/${id}`),
  ].map((path) => `  <url><loc>${escapeXml(`${site.url}${path}`)}</loc></url>`);
  const entries = articles.map(
    (article) =>
      `  <url><loc>${escapeXml(articleUrl(site, article))}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...entries].join('\n')}\n</urlset>\n`;
}

/** Google News' sitemap: the articles of the last 48 hours, each with its title, time and language. */
export function newsSitemapDocument(site: Site, posts: FeedPost[]): string {
  const entries = posts.map(
    (post) => `  <url>
    <loc>${escapeXml(articleUrl(site, post))}</loc>
    <news:news>
      <news:publication><news:name>${escapeXml(site.name)}</news:name><news:language>${ETHIOPIC.test(post.title) ? 'am' : 'en'}</news:language></news:publication>
      <news:publication_date>${publishedAt(post).toISOString()}</news:publication_date>
      <news:title>${escapeXml(post.title)}</news:title>
    </news:news>
  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsDocument(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\nSitemap: ${site.url}/news-sitemap.xml\n`;
}
