import { settingsBlock } from '@station/http/settings-block';
import { crossOrigin } from '@station/security-headers';
import { SITE_CONFIG_ID, type SiteConfig } from '../src/config/site-config';
import type { RenderedPage } from '../src/entry-server';
import { PAGE_STATE_ID, serializePageState } from '../src/rendering';
import type { PageScripts } from './route-assets';

const ROOT = '<div id="root"></div>';
// The build's own script tags: a rendered page loads the same scripts through its boot script instead.
const BUILD_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The page's language on its `<html>` element. */
export const withLanguage = (html: string, language: string, dataSaver = false) =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}"${dataSaver ? ' data-saver' : ''}`);

/** The page's title, or the template's when it has none. */
export const withTitle = (html: string, title: string | undefined) =>
  title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`) : html;

/** `#root` holding `markup`, followed by `after` (the page's data). */
export const withRoot = (html: string, markup: string, after = '') =>
  html.replace(ROOT, () => `<div id="root">${markup}</div>${after}`);

/** The built index.html, checked once at start for the places a rendered page is written into. */
export function checkTemplate(template: string): string {
  for (const marker of [ROOT, '<html lang="', '<title>', '</head>', '<meta name="description"']) {
    if (!template.includes(marker)) throw new Error(`The page template has no ${marker}`);
  }
  return template;
}

/**
 * The template with the site's settings written into it, once at start: every page, rendered or not,
 * carries them, so the browser reads them without a request. When browsers call the API on another
 * origin, the connections to it open while the scripts download (two: data calls are CORS requests
 * without credentials and pictures are not, and a browser keeps those apart).
 */
export function withSettings(template: string, site: SiteConfig): string {
  const api = crossOrigin(site.apiUrl);
  const tags = [
    settingsBlock(SITE_CONFIG_ID, site),
    ...(api
      ? [
          `<link rel="preconnect" href="${escapeHtml(api)}" crossorigin>`,
          `<link rel="preconnect" href="${escapeHtml(api)}">`,
        ]
      : []),
  ];
  return template.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** What share tags and structured data need to be absolute: the site's own address and name. */
export interface ShareSettings {
  siteUrl: string;
  siteName: string;
}

const OG_LOCALES: Record<string, string> = { am: 'am_ET', en: 'en_US' };
/** Shown where a shared page has no picture of its own (1200 × 630, the size share cards use). */
const SHARE_IMAGE = '/share.png';

/**
 * schema.org NewsArticle for an article page. `<` is written as \u003c, so no text in the article can
 * close the script element it sits in.
 */
function newsArticleJson(page: RenderedPage, url: string, image: string, share: ShareSettings): string {
  const { title, article } = page.head;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article?.headline ?? title,
    image: [image],
    datePublished: article?.publishedTime,
    dateModified: article?.modifiedTime ?? article?.publishedTime,
    author: article?.author
      ? { '@type': article.authorKind === 'admin' ? 'Person' : 'Organization', name: article.author }
      : { '@type': 'Organization', name: share.siteName },
    publisher: {
      '@type': 'Organization',
      name: share.siteName,
      logo: { '@type': 'ImageObject', url: `${share.siteUrl}/logo.svg` },
    },
    mainEntityOfPage: url,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function headTags(
  page: RenderedPage,
  { boot, bootImports, scripts }: PageScripts,
  share: ShareSettings,
  language: string,
  path: string,
): string {
  const { title, description, image, canonical, article } = page.head;
  const url = `${share.siteUrl}${canonical ?? path}`;
  const picture = image ?? `${share.siteUrl}${SHARE_IMAGE}`;
  const tags = [
    `<script type="module" id="page-boot" src="${escapeHtml(boot)}" data-scripts="${escapeHtml(scripts.join(' '))}"></script>`,
    ...bootImports.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`),
  ];
  if (page.preloads) tags.push(page.preloads);
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(share.siteName)}" href="/rss.xml">`,
  );
  // Open Graph and card tags make a link shared into Telegram, Facebook or X show its title and picture.
  const properties: [string, string | undefined][] = [
    ['og:site_name', share.siteName],
    ['og:url', url],
    ['og:locale', OG_LOCALES[language]],
    ['og:type', article ? 'article' : 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:image', picture],
    ['article:published_time', article?.publishedTime],
    ['article:modified_time', article?.modifiedTime],
  ];
  for (const [property, content] of properties)
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  tags.push('<meta name="twitter:card" content="summary_large_image">');
  if (article) {
    tags.push(`<script type="application/ld+json">${newsArticleJson(page, url, picture, share)}</script>`);
  }
  return tags.join('\n    ');
}

// Every page is rendered into the same template: its build scripts are taken out once, not per page.
let template: { built: string; bare: string } | undefined;
/** The built page without the build's own scripts, for pages that load theirs otherwise or not at all. */
export const withoutBuildScripts = (built: string) => {
  if (template?.built !== built) template = { built, bare: built.replace(BUILD_SCRIPTS, '') };
  return template.bare;
};

/** The built page with a rendered one written into it: markup, language, title, data and scripts. */
export function fillTemplate(
  built: string,
  page: RenderedPage,
  {
    language,
    dataSaver = false,
    scripts,
    share,
    path,
  }: { language: string; dataSaver?: boolean; scripts: PageScripts; share: ShareSettings; path: string },
): string {
  const { title, description } = page.head;
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(page.state)}</script>`;
  // The head first: the page's markup, written last, may hold text that looks like a head tag.
  let html = withTitle(
    withLanguage(withoutBuildScripts(built), language, dataSaver).replace(
      '</head>',
      () => `  ${headTags(page, scripts, share, language, path)}\n  </head>`,
    ),
    title,
  );
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(description)}"`,
    );
  }
  return withRoot(html, page.html, state);
}
