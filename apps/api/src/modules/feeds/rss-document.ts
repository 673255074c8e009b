import { type Category, excerpt } from '@station/domain';
import { articleUrl, publishedAt, type Site } from './feed-documents';
import type { FeedPost } from './feeds.repository';
import { xmlText } from './xml-text';

const imageType = (url: string) => (url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');

/**
 * One item. RSS 2.0 reads a title as plain text and a description as HTML, so the excerpt (plain
 * text, whatever it holds: `<img onerror>` typed into a post is words) is escaped as HTML first and
 * then as XML; a reader shows it as written and never draws it as markup.
 */
function item(site: Site, post: FeedPost): string {
  const link = xmlText(articleUrl(site, post));
  const image = site.imageUrl(post);
  return [
    '    <item>',
    `      <title>${xmlText(post.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="false">${link}</guid>`,
    `      <pubDate>${publishedAt(post).toUTCString()}</pubDate>`,
    `      <description>${xmlText(xmlText(excerpt(post.detail)))}</description>`,
    ...(post.authorName ? [`      <author>${xmlText(post.authorName)}</author>`] : []),
    `      <category>${xmlText(post.category)}</category>`,
    ...(image ? [`      <enclosure url="${xmlText(image)}" length="0" type="${imageType(image)}"/>`] : []),
    '    </item>',
  ].join('\n');
}

/** RSS 2.0 of the latest posts, all or of one category, with the first picture as an enclosure. */
export function rssDocument(site: Site, posts: FeedPost[], category?: Category): string {
  const self = category ? `${site.url}/articles/${category}/rss.xml` : `${site.url}/rss.xml`;
  const title = xmlText(category ? `${site.name} — ${category}` : site.name);
  const link = xmlText(category ? `${site.url}/articles/${category}` : `${site.url}/`);
  const latest = posts[0];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${title}</title>`,
    `    <link>${link}</link>`,
    `    <description>${xmlText(category ? `${site.name}: the latest ${category} news` : `${site.name}: the latest news`)}</description>`,
    ...(latest ? [`    <lastBuildDate>${publishedAt(latest).toUTCString()}</lastBuildDate>`] : []),
    '    <docs>https://www.rssboard.org/rss-specification</docs>',
    `    <generator>${xmlText(site.name)}</generator>`,
    '    <language>am</language>',
    `    <image><title>${title}</title><url>${xmlText(`${site.url}/logo.svg`)}</url><link>${link}</link></image>`,
    `    <copyright>${xmlText(`© ${site.name}`)}</copyright>`,
    `    <atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => item(site, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
