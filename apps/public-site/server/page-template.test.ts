import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE } from '../src/config/defaults';
import type { RenderedPage } from '../src/entry-server';
import { PAGE_STATE_ID } from '../src/rendering';
import { checkTemplate, fillTemplate, withSettings } from './page-template';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Station TV" />
    <title>Station</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  html: '<main><h1>ዜና</h1></main>',
  preloads: '<link rel="preload" as="image" href="/logo.svg"/>',
  state: { mutations: [], queries: [] },
  head: {},
  routeIds: ['__root__', '/'],
  ...overrides,
});

const SHARE = { siteUrl: 'https://station.example', siteName: 'Station TV' };

const SCRIPTS = {
  boot: '/assets/boot-1.js',
  bootImports: ['/assets/page-state-1.js'],
  scripts: ['/assets/index-1.js', '/assets/react-1.js'],
};

describe('fillTemplate', () => {
  it('writes the markup, the language and a boot script in place of the build scripts', () => {
    const html = fillTemplate(TEMPLATE, page(), {
      language: 'am',
      scripts: SCRIPTS,
      share: SHARE,
      path: '/',
    });
    expect(html).toContain('<html lang="am">');
    expect(html).toContain('<div id="root"><main><h1>ዜና</h1></main></div>');
    expect(html).toContain(
      '<script type="module" id="page-boot" src="/assets/boot-1.js" data-scripts="/assets/index-1.js /assets/react-1.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-state-1.js">');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).not.toContain('href="/assets/react-1.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("escapes an article's title and description, and keeps a </script> in the data inside its block", () => {
    const client = new QueryClient();
    client.setQueryData(['posts'], [{ title: '</script><script>alert(1)' }]);
    const html = fillTemplate(
      TEMPLATE,
      page({
        head: { title: 'A & B <script>', description: 'He said "hi"', image: 'https://cdn.example/a.webp' },
        state: dehydrate(client),
      }),
      { language: 'en', scripts: SCRIPTS, share: SHARE, path: '/article/a' },
    );
    expect(html).toContain('<title>A &amp; B &lt;script&gt;</title>');
    expect(html).toContain('<meta name="description" content="He said &quot;hi&quot;"');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/a.webp">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('keeps a post body of </script> and <!-- inside the handed-over data, and names the canonical address', () => {
    const client = new QueryClient();
    client.setQueryData(['posts', 'detail', 'a'], {
      title: '<!--',
      body: '<p>x</p></script><script>alert(1)</script><!--',
    });
    const html = fillTemplate(
      TEMPLATE,
      page({ head: { canonical: '/article/a/ጾም"><script>' }, state: dehydrate(client) }),
      { language: 'en', scripts: SCRIPTS, share: SHARE, path: '/article/a' },
    );
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    expect(block).toContain('alert(1)');
    expect(block).not.toMatch(/<\/script|<!--/i);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<link rel="canonical" href="https://station.example/article/a/ጾም&quot;&gt;&lt;script&gt;">',
    );
  });
});

/** The head's `<meta property=…>` values by property. */
const metaOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map(([, key, value]) => [
      key,
      value,
    ]),
  );

describe('share tags and structured data', () => {
  const article = page({
    head: {
      title: 'የረመዳን ፕሮግራም',
      description: 'ዝርዝር',
      canonical: '/article/a1/የረመዳን-ፕሮግራም',
      article: {
        headline: 'የረመዳን ፕሮግራም </script><script>alert(1)</script>',
        publishedTime: '2026-03-01T08:00:00.000Z',
        modifiedTime: '2026-03-01T09:30:00.000Z',
        author: 'Amina Kedir',
        authorKind: 'admin',
      },
    },
  });

  it('gives an article every tag a share card reads, absolute, and the station picture when it has none', () => {
    const html = fillTemplate(TEMPLATE, article, {
      language: 'am',
      scripts: SCRIPTS,
      share: SHARE,
      path: '/article/a1',
    });
    expect(metaOf(html)).toMatchObject({
      'og:site_name': 'Station TV',
      'og:url': 'https://station.example/article/a1/የረመዳን-ፕሮግራም',
      'og:locale': 'am_ET',
      'og:type': 'article',
      'og:image': 'https://station.example/share.png',
      'article:published_time': '2026-03-01T08:00:00.000Z',
      'article:modified_time': '2026-03-01T09:30:00.000Z',
      'twitter:card': 'summary_large_image',
    });
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Station TV" href="/rss.xml">',
    );
  });

  it('describes the article as a NewsArticle that no text in it can break out of', () => {
    const html = fillTemplate(TEMPLATE, article, {
      language: 'en',
      scripts: SCRIPTS,
      share: SHARE,
      path: '/article/a1',
    });
    expect(html).not.toContain('<script>alert(1)');
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'የረመዳን ፕሮግራም </script><script>alert(1)</script>',
      image: ['https://station.example/share.png'],
      datePublished: '2026-03-01T08:00:00.000Z',
      dateModified: '2026-03-01T09:30:00.000Z',
      author: { '@type': 'Person', name: 'Amina Kedir' },
      publisher: {
        '@type': 'Organization',
        name: 'Station TV',
        logo: { '@type': 'ImageObject', url: 'https://station.example/logo.svg' },
      },
      mainEntityOfPage: 'https://station.example/article/a1/የረመዳን-ፕሮግራም',
    });
    expect(metaOf(html)['og:locale']).toBe('en_US');
  });

  it('names any other page as a website at its own address, with no structured article', () => {
    const html = fillTemplate(TEMPLATE, page({ head: { title: 'Contact us' } }), {
      language: 'en',
      scripts: SCRIPTS,
      share: SHARE,
      path: '/contact',
    });
    expect(metaOf(html)).toMatchObject({ 'og:type': 'website', 'og:url': 'https://station.example/contact' });
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('withSettings', () => {
  const settingsIn = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="station-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    );

  it('writes the settings into the page, and opens the connections to an API on another origin', () => {
    const site = { ...DEMO_SITE, apiUrl: 'https://api.station.example/api/' };
    const html = withSettings(TEMPLATE, site);
    expect(settingsIn(html)).toEqual(site);
    expect(html).toContain('<link rel="preconnect" href="https://api.station.example" crossorigin>');
    expect(html.indexOf('id="station-config"')).toBeLessThan(html.indexOf('</head>'));
    expect(withSettings(TEMPLATE, { ...site, apiUrl: '/api/' })).not.toContain('preconnect');
  });

  it('keeps a configured text holding markup inside its block, as data', () => {
    const address = '</script><script>alert(1)</script><!--';
    const html = withSettings(TEMPLATE, {
      ...DEMO_SITE,
      apiUrl: '/api/',
      contact: { ...DEMO_SITE.contact, address },
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(settingsIn(html).contact.address).toBe(address);
  });
});

describe('checkTemplate', () => {
  it('refuses a template without the root element', () => {
    expect(() => checkTemplate(TEMPLATE.replace('<div id="root"></div>', ''))).toThrow(/root/);
  });
});
