// @ts-check
// The HTML of the list pages as the page server sends it: a news category and a search's answers,
// on the real content (40 posts a category, searches of up to 50 answers).
import { KB, LIST_HTML_BUDGET } from './budgets.mjs';

/**
 * The word most titles hold: its search has the longest list. Picked from the titles rather than by
 * trying words, which would run into the API's limit on searches a minute from one address (the page
 * server's too, which would then draw the page without its answers).
 * @param {string} apiUrl
 */
const busiestSearch = async (apiUrl) => {
  /** @type {{ title: string }[]} */
  const posts = await (await fetch(`${apiUrl}/api/post?limit=400`)).json();
  /** @type {Map<string, number>} */
  const titlesWith = new Map();
  for (const post of posts) {
    for (const word of new Set(post.title.toLowerCase().split(/\s+/))) {
      if (word.length > 2) titlesWith.set(word, (titlesWith.get(word) ?? 0) + 1);
    }
  }
  const [key = ''] = [...titlesWith].sort((a, b) => b[1] - a[1])[0] ?? [];
  const response = await fetch(`${apiUrl}/api/post/search?key=${encodeURIComponent(key)}`);
  return { key, found: /** @type {unknown[]} */ (await response.json()).length };
};

/**
 * The page's HTML size and the cards drawn in it: a page the server could not draw comes without them.
 * @param {string} url
 */
const drawnPage = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  return { bytes: Buffer.byteLength(html), cards: html.split('class="post-card"').length - 1 };
};

/**
 * The bytes of each list page's HTML (uncompressed, as the budget counts it).
 * @param {import('./production-site.mjs').ProductionSite} site
 */
export const measureListHtml = async ({ base, api }) => {
  const search = await busiestSearch(api.url);
  const pages = [
    { name: 'category /articles/sport', path: '/articles/sport' },
    { name: `search (${search.found} answers)`, path: `/search?key=${encodeURIComponent(search.key)}` },
  ];
  const rows = [];
  for (const page of pages) rows.push({ ...page, ...(await drawnPage(`${base}${page.path}`)) });
  return rows;
};

/** @typedef {Awaited<ReturnType<typeof measureListHtml>>} ListHtml */

/** @param {ListHtml} rows */
export const listHtmlTable = (rows) =>
  [
    '| page | posts drawn | HTML KB | budget KB |',
    '|---|---:|---:|---:|',
    ...rows.map(
      (row) => `| ${row.name} | ${row.cards} | ${(row.bytes / KB).toFixed(1)} | ${LIST_HTML_BUDGET / KB} |`,
    ),
  ].join('\n');

/**
 * @param {ListHtml} rows
 * @returns {string[]} one line per list page heavier than its budget
 */
export const listHtmlMisses = (rows) =>
  rows
    .filter((row) => row.bytes > LIST_HTML_BUDGET)
    .map((row) => `${row.name}: HTML ${(row.bytes / KB).toFixed(1)} KB > ${LIST_HTML_BUDGET / KB} KB`);
