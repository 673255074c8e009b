import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { solidImage } from '../../testing/images';
import { multipartBody } from '../../testing/multipart';

const SITE = 'https://station.example';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
let t: TestApp;
const ids: Record<string, string> = {};

async function publish(title: string, category: string, images: Buffer[] = []) {
  const form = multipartBody(
    { title, category, detail: `${title}: ዝርዝሩ እዚህ ነው።` },
    images.map((data, index) => ({ field: 'images', filename: `p${index}.jpg`, data })),
  );
  const response = await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form });
  return response.json().data._id as string;
}

const read = async (url: string) => {
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  return { response, document: parser.parse(response.body) };
};

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_SITE_URL: SITE, SITE_NAME: 'Station TV' });
  ids.old = await publish('A story from last week', 'local');
  await t.database.db.execute(
    sql`UPDATE posts SET publish_at = now() - interval '3 days' WHERE id = ${ids.old}`,
  );
  ids.sport = await publish('የእግር ኳስ ውጤት', 'sport', [await solidImage('jpeg', 800, 450)]);
  ids.world = await publish('World & <markets>', 'world');
  await t.inject({
    method: 'POST',
    url: '/api/post/add',
    token: t.superToken,
    ...multipartBody({ title: 'Still a draft', category: 'local', detail: 'x', intent: 'draft' }, []),
  });
  await t.app.contentVersion.move();
});

describe('RSS', () => {
  it('lists the public posts newest first, with absolute links, dates and the first picture', async () => {
    const { response, document } = await read('/api/feeds/rss.xml');
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = document.rss.channel;
    expect(channel.title).toBe('Station TV');
    const items = asList<Record<string, unknown>>(channel.item);
    expect(items.map((item) => item.title)).toEqual([
      'World & <markets>',
      'የእግር ኳስ ውጤት',
      'A story from last week',
    ]);
    for (const item of items) {
      expect(String(item.link)).toMatch(/^https:\/\/station\.example\/article\/[0-9a-f-]+\/.+/);
      expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);
    }
    const sport = items[1] as { enclosure: Record<string, string>; link: string };
    expect(sport.link).toBe(`${SITE}/article/${ids.sport}/${encodeURIComponent('የእግር-ኳስ-ውጤት')}`);
    expect(sport.enclosure['@url']).toMatch(/^http:\/\/api\.test\/uploads\/.+\.webp$/);
    expect(sport.enclosure['@type']).toBe('image/webp');
    const url = String(sport.enclosure['@url']);
    const stored = await t.app.storage.read(url.slice(url.lastIndexOf('/') + 1));
    stored?.body.destroy();
    expect(Number(sport.enclosure['@length'])).toBe(stored?.size);
    expect(Number(sport.enclosure['@length'])).toBeGreaterThan(0);
  });

  it('names the author as dc:creator, since RSS keeps <author> for an email address', async () => {
    const { response, document } = await read('/api/feeds/rss.xml');
    expect(response.body).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    const items = asList<Record<string, unknown>>(document.rss.channel.item);
    expect(items.every((item) => item.author === undefined)).toBe(true);
    expect(items.every((item) => typeof item['dc:creator'] === 'string')).toBe(true);
  });

  it('calls Jemal’s view by its name, in the feed’s language, never by its key', async () => {
    await publish('የሳምንቱ እይታ', 'jemals_view');
    await t.app.contentVersion.move();
    const { response, document } = await read('/api/feeds/category/jemals_view/rss.xml');
    expect(response.body).not.toContain('jemals_view news');
    const channel = document.rss.channel;
    expect(channel.language).toBe('am');
    expect(channel.title).toBe('Station TV — የጀማል እይታ');
    expect(channel.description).toContain('የጀማል እይታ');
    expect(channel.link).toBe(`${SITE}/articles/jemals_view`);
    expect(asList<{ category: string }>(channel.item).map((item) => item.category)).toEqual(['የጀማል እይታ']);
  });

  it('has a feed per category, and answers 404 for a category that does not exist', async () => {
    const { document } = await read('/api/feeds/category/sport/rss.xml');
    expect(asList<{ title: string }>(document.rss.channel.item).map((item) => item.title)).toEqual([
      'የእግር ኳስ ውጤት',
    ]);
    expect((await t.inject({ method: 'GET', url: '/api/feeds/category/weather/rss.xml' })).statusCode).toBe(
      404,
    );
  });

  it('is cacheable: an unchanged feed answers 304 to its ETag, and a new post changes it', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/feeds/rss.xml' });
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
    const again = await t.inject({
      method: 'GET',
      url: '/api/feeds/rss.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await publish('Breaking: a new post', 'local');
    await t.app.contentVersion.move();
    const changed = await t.inject({
      method: 'GET',
      url: '/api/feeds/rss.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Breaking: a new post');
  });
});

describe('sitemaps and robots.txt', () => {
  it('lists every public page and article, never a draft', async () => {
    const { document } = await read('/api/feeds/sitemap.xml');
    const locations = asList<{ loc: string }>(document.urlset.url).map((entry) => entry.loc);
    expect(locations).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/contact`, `${SITE}/articles/sport`]),
    );
    expect(locations.filter((loc) => loc.includes('/article/'))).toHaveLength(5);
    expect(locations.some((loc) => loc.includes('draft'))).toBe(false);
  });

  it('keeps the news sitemap to the last 48 hours, with title, time and language', async () => {
    const { document } = await read('/api/feeds/news-sitemap.xml');
    const entries = asList<Record<string, Record<string, unknown>>>(document.urlset.url);
    const titles = entries.map((entry) => entry['news:news']?.['news:title']);
    expect(titles).toContain('የእግር ኳስ ውጤት');
    expect(titles).not.toContain('A story from last week');
    const sport = entries.find((entry) => entry['news:news']?.['news:title'] === 'የእግር ኳስ ውጤት');
    expect(sport?.['news:news']?.['news:publication']).toEqual({
      'news:name': 'Station TV',
      'news:language': 'am',
    });
  });

  it('points robots at both sitemaps', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/feeds/robots.txt' });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(response.body).toContain(`Sitemap: ${SITE}/news-sitemap.xml`);
  });
});
