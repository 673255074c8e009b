import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

const parser = new XMLParser();
/** XML 1.0's Char production: what a document may hold at all, whatever its markup. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
type Item = { title: string; description: string };
const itemsOf = (rss: { rss: { channel: { item: Item | Item[] } } }) => [rss.rss.channel.item].flat();
const FEEDS = ['/api/feeds/rss.xml', '/api/feeds/category/local/rss.xml', '/api/feeds/news-sitemap.xml'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_SITE_URL: 'https://station.example', SITE_NAME: 'Station TV' });
});
afterAll(() => t.close());

async function publish(fields: Record<string, string>) {
  const response = await t.inject({
    method: 'POST',
    url: '/api/post/add',
    token: t.superToken,
    ...multipartBody({ category: 'local', ...fields }, []),
  });
  expect(response.statusCode).toBe(200);
  await t.app.contentVersion.move();
  return response.json().data as { _id: string; title: string; detail: string };
}

async function wellFormed(url: string) {
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(XMLValidator.validate(response.body), url).toBe(true);
  expect(NOT_XML_CHAR.exec(response.body)?.[0], url).toBeUndefined();
  return parser.parse(response.body);
}

describe('feeds and the news sitemap', () => {
  it('never get control characters from a post saved now: a pasted line or page break is a line break', async () => {
    const sent = await publish({ title: 'Line\vbreak\fpage', detail: 'Pasted\vtext\fwith\u0007 breaks' });
    expect(sent.title).toBe('Line\nbreak\npage');
    expect(sent.detail).toBe('Pasted\ntext\nwith breaks');
    for (const url of FEEDS) await wellFormed(url);
  });

  it('stay well-formed XML for everyone when a post stored earlier holds control characters', async () => {
    const { _id: id } = await publish({ title: 'Stored before', detail: 'x' });
    // A post saved before control characters were refused, with every kind XML forbids.
    await t.database.db.execute(
      sql`UPDATE posts SET title = ${'Old\u000b\u000ctitle\u0001\uFFFE'}, detail = ${'Old\u0008text'} WHERE id = ${id}`,
    );
    await t.app.contentVersion.move();
    for (const url of FEEDS) await wellFormed(url);
    const rss = await wellFormed('/api/feeds/rss.xml');
    expect(itemsOf(rss).map((item) => item.title)).toContain('Oldtitle');
  });

  it('give feed readers a description that shows markup written as text, never runs it', async () => {
    await publish({ title: 'Markup <b>as</b> text', detail: 'Look: <img src=x onerror=alert(1)> & more' });
    const rss = await wellFormed('/api/feeds/rss.xml');
    const item = itemsOf(rss).find((entry) => entry.title === 'Markup <b>as</b> text');
    expect(item?.description).toBe('Look: &lt;img src=x onerror=alert(1)&gt; &amp; more');
  });
});
