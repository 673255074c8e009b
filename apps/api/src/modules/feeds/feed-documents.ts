import { CATEGORIES } from '@station/domain';
import { articlePath } from '@station/domain/article-path';
import type { FeedPost } from './feeds.repository';
import { xmlText } from './xml-text';

export interface Site {
  name: string;
  /** The public site's origin, without a trailing slash. */
  url: string;
}

/** The site's pages that exist whatever the content: home, lists, programs, live and the rest. */
const FIXED_PAGES = ['/', '/articles', '/jemals-view', '/live', '/about-us', '/contact', '/jeilu-sc'];
const ETHIOPIC = /[\u1200-\u137F]/;

/** A public post always has its publish time; the update time stands in only to satisfy the type. */
export const publishedAt = (post: FeedPost) => post.publishAt ?? post.updatedAt;

export const articleUrl = (site: Site, post: { id: string; slug: string | null }) =>
  `${site.url}${articlePath({ _id: post.id, slug: post.slug ?? undefined })}`;

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
  ].map((path) => `  <url><loc>${xmlText(`${site.url}${path}`)}</loc></url>`);
  const entries = articles.map(
    (article) =>
      `  <url><loc>${xmlText(articleUrl(site, article))}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...entries].join('\n')}\n</urlset>\n`;
}

/** Google News' sitemap: the articles of the last 48 hours, each with its title, time and language. */
export function newsSitemapDocument(site: Site, posts: FeedPost[]): string {
  const entries = posts.map(
    (post) => `  <url>
    <loc>${xmlText(articleUrl(site, post))}</loc>
    <news:news>
      <news:publication><news:name>${xmlText(site.name)}</news:name><news:language>${ETHIOPIC.test(post.title) ? 'am' : 'en'}</news:language></news:publication>
      <news:publication_date>${publishedAt(post).toISOString()}</news:publication_date>
      <news:title>${xmlText(post.title)}</news:title>
    </news:news>
  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsDocument(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\nSitemap: ${site.url}/news-sitemap.xml\n`;
}
