import { settingsBlock } from '@station/http/settings-block';
import { crossOrigin } from '@station/security-headers';
import { SITE_CONFIG_ID, type SiteConfig } from '../src/config/site-config';
import type { RenderedPage } from '../src/entry-server';
import { PAGE_STATE_ID, serializePageState } from '../src/lib/page-state';
import type { PageScripts } from './route-assets';

const ROOT = '<div id="root"></div>';
// The build's own script tags: a drawn page loads the same scripts through its boot script instead.
const BUILD_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The built index.html, checked once at start for the places a rendered page is written into. */
export function checkTemplate(template: string): string {
  for (const marker of [ROOT, '<html lang="', '<title>', '</head>', '<meta name="description"']) {
    if (!template.includes(marker)) throw new Error(`The page template has no ${marker}`);
  }
  return template;
}

/**
 * The template with the site's settings written into it, once at start: every page, drawn or not,
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

function headTags(page: RenderedPage, { boot, bootImports, scripts }: PageScripts): string {
  const { title, description, image, canonical } = page.head;
  const tags = [
    `<script type="module" id="page-boot" src="${escapeHtml(boot)}" data-scripts="${escapeHtml(scripts.join(' '))}"></script>`,
    ...bootImports.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`),
  ];
  if (page.preloads) tags.push(page.preloads);
  // Open Graph tags make a link shared into Telegram or Facebook show the article's title and picture.
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  if (title) tags.push(`<meta property="og:title" content="${escapeHtml(title)}">`);
  if (description) tags.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
    tags.push('<meta property="og:type" content="article">');
  }
  return tags.join('\n    ');
}

/** The built page with a rendered one written into it: markup, language, title, data and scripts. */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  { language, scripts }: { language: string; scripts: PageScripts },
): string {
  const { title, description } = page.head;
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(page.state)}</script>`;
  // The head first: the page's markup, written last, may hold text that looks like a head tag.
  let html = template
    .replace(BUILD_SCRIPTS, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}"`)
    .replace('</head>', () => `  ${headTags(page, scripts)}\n  </head>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(description)}"`,
    );
  }
  return html.replace(ROOT, () => `<div id="root">${page.html}</div>${state}`);
}
