import { expect, test } from './fixtures';

test('feed readers and crawlers find the feeds, the sitemaps and robots.txt at the site’s addresses', async ({
  request,
}) => {
  const rss = await request.get('/rss.xml');
  expect(rss.status()).toBe(200);
  expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await rss.text()).toMatch(/<rss version="2\.0"[\s\S]*<item>/);
  const again = await request.get('/rss.xml', { headers: { 'if-none-match': rss.headers().etag ?? '' } });
  expect(again.status()).toBe(304);

  expect((await request.get('/articles/sport/rss.xml')).status()).toBe(200);
  expect((await request.get('/articles/weather/rss.xml')).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).toContain('<urlset');
  expect(await (await request.get('/news-sitemap.xml')).text()).toContain('xmlns:news');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .+\/sitemap\.xml/);
});

test('an article page carries its share card, canonical address and structured data', async ({ page }) => {
  await page.goto('/');
  await page.locator('main a[href^="/article/"]').first().click();
  await expect(page).toHaveURL(/\/article\/[^/]+\/.+/);
  const response = await page.request.get(page.url());
  const html = await response.text();
  expect(html).toMatch(/<meta property="og:type" content="article">/);
  expect(html).toMatch(/<meta property="og:url" content="http[^"]+\/article\//);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(json ?? '{}')).toMatchObject({
    '@type': 'NewsArticle',
    publisher: { name: 'Station TV' },
  });
});
