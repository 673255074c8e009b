import { CATEGORY_LABELS, type Category, excerpt, type Language } from '@station/domain';
import { articleUrl, publishedAt, type Site } from './feed-documents';
import type { FeedPicture } from './feed-pictures';
import type { FeedPost } from './feeds.repository';
import { xmlText } from './xml-text';

/** A post as a feed lists it: with its first picture when that picture's size is known. */
export type FeedItem = FeedPost & { picture?: FeedPicture | undefined };

/** Most posts are written in Amharic, so the feeds are; every word a feed adds is in this language. */
const FEED_LANGUAGE: Language = 'am';
const DESCRIPTIONS: Record<Language, (site: string, category?: string) => string> = {
  en: (site, category) =>
    category ? `${category}: the latest from ${site}.` : `The latest news from ${site}.`,
  am: (site, category) => (category ? `${category}፦ የቅርብ ጊዜ ጽሑፎች ከ${site}።` : `የቅርብ ጊዜ ዜናዎች ከ${site}።`),
};

const categoryName = (category: Category) => CATEGORY_LABELS[category][FEED_LANGUAGE];
const imageType = (url: string) => (url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');

/**
 * One item. RSS 2.0 reads a title as plain text and a description as HTML, so the excerpt (plain
 * text, whatever it holds: `<img onerror>` typed into a post is words) is escaped as HTML first and
 * then as XML; a reader shows it as written and never draws it as markup. RSS's `<author>` is an
 * email address, so the writer's name goes in Dublin Core's `creator`.
 */
function item(site: Site, post: FeedItem): string {
  const link = xmlText(articleUrl(site, post));
  const { picture } = post;
  return [
    '    <item>',
    `      <title>${xmlText(post.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="false">${link}</guid>`,
    `      <pubDate>${publishedAt(post).toUTCString()}</pubDate>`,
    `      <description>${xmlText(xmlText(excerpt(post.detail)))}</description>`,
    ...(post.authorName ? [`      <dc:creator>${xmlText(post.authorName)}</dc:creator>`] : []),
    `      <category>${xmlText(categoryName(post.category))}</category>`,
    ...(picture
      ? [
          `      <enclosure url="${xmlText(picture.url)}" length="${picture.bytes}" type="${imageType(picture.url)}"/>`,
        ]
      : []),
    '    </item>',
  ].join('\n');
}

/** RSS 2.0 of the latest posts, all or of one category, with the first picture as an enclosure. */
export function rssDocument(site: Site, posts: FeedItem[], category?: Category): string {
  const self = category ? `${site.url}/articles/${category}/rss.xml` : `${site.url}/rss.xml`;
  const name = category && categoryName(category);
  const title = xmlText(name ? `${site.name} — ${name}` : site.name);
  const link = xmlText(category ? `${site.url}/articles/${category}` : `${site.url}/`);
  const latest = posts[0];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${title}</title>`,
    `    <link>${link}</link>`,
    `    <description>${xmlText(DESCRIPTIONS[FEED_LANGUAGE](site.name, name))}</description>`,
    ...(latest ? [`    <lastBuildDate>${publishedAt(latest).toUTCString()}</lastBuildDate>`] : []),
    '    <docs>https://www.rssboard.org/rss-specification</docs>',
    `    <generator>${xmlText(site.name)}</generator>`,
    `    <language>${FEED_LANGUAGE}</language>`,
    `    <image><title>${title}</title><url>${xmlText(`${site.url}/logo.svg`)}</url><link>${link}</link></image>`,
    `    <copyright>${xmlText(`© ${site.name}`)}</copyright>`,
    `    <atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => item(site, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
