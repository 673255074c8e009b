import { describe, expect, it } from 'vitest';
import { createDiscovery, discoveryPath } from './discovery';

describe('discovery addresses', () => {
  it.each([
    ['/rss.xml', 'feeds/rss.xml'],
    ['/articles/sport/rss.xml', 'feeds/category/sport/rss.xml'],
    ['/articles/jemals_view/rss.xml', 'feeds/category/jemals_view/rss.xml'],
    ['/sitemap.xml', 'feeds/sitemap.xml'],
    ['/news-sitemap.xml', 'feeds/news-sitemap.xml'],
    ['/robots.txt', 'feeds/robots.txt'],
  ])('answers %s from the API’s %s', (path, target) => {
    expect(discoveryPath(path)).toBe(target);
  });

  it.each(['/', '/articles/sport', '/rss.xml/x', '/articles/../rss.xml', '/articles/a/b/rss.xml'])(
    'leaves %s to the pages',
    (path) => {
      expect(discoveryPath(path)).toBeUndefined();
    },
  );

  it('passes the conditional request on and the cache headers back', async () => {
    const calls: { url: string; headers: HeadersInit | undefined }[] = [];
    const discovery = createDiscovery('http://api.internal/api/', async (input, init) => {
      calls.push({ url: String(input), headers: init?.headers });
      return new Response(null, {
        status: 304,
        headers: { etag: '"v1"', 'cache-control': 'public, max-age=300' },
      });
    });
    const answer = await discovery('/rss.xml', '"v1"');
    expect(calls).toEqual([
      { url: 'http://api.internal/api/feeds/rss.xml', headers: { 'if-none-match': '"v1"' } },
    ]);
    expect(answer).toMatchObject({
      status: 304,
      headers: { etag: '"v1"', 'cache-control': 'public, max-age=300' },
    });
  });
});
