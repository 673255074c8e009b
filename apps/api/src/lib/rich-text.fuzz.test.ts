import { NEWSROOM_MAX } from '@station/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './rich-text';

/**
 * Generated bodies of every size up to the limit: random mixes of allowed and forbidden tags, hostile
 * attributes, entities, long runs of whitespace, deep nesting and tags left open. Seeded, so a failure
 * names the input that can be made again.
 */
const INPUTS = 300;
const SEED = 0x5eed;
/** Generous for a busy CI machine; the drill measures what a save really costs. */
const BUDGET_MS = 1_000;
const LIMIT = NEWSROOM_MAX.body;
const PHOTOS = new Set(['a.webp']);

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TAGS = [
  ...['p', 'h2', 'h4', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption'],
  ...[
    'div',
    'span',
    'a',
    'script',
    'style',
    'svg',
    'math',
    'iframe',
    'noscript',
    'textarea',
    'table',
    'form',
  ],
];
const ATTRIBUTES = [
  'onerror=alert(1)',
  'onclick="alert(1)"',
  ' ONLOAD = alert(1) ',
  'href="javascript:alert(1)"',
  'href=" jav&#x09;ascript:alert(1)"',
  'href="https://example.com/?a=1&b=2"',
  'href="//evil.example"',
  'style="background:url(javascript:alert(1))"',
  'data-photo-id="a.webp"',
  'data-photo-id="other.webp"',
  'data-youtube="dQw4w9WgXcQ"',
  'alt="a &quot;quoted&quot; <b>alt</b>"',
  "alt='single \" quote'",
  'src=x',
];
const PIECES = [
  'ሰላም ዓለም',
  'words',
  '&amp;',
  '&lt;script&gt;',
  '&#0;',
  '&#x3C;',
  '&bogus',
  '&',
  '<',
  '</',
  '>',
  '"',
  '<!--',
  '-->',
  '<![CDATA[x]]>',
  '\u000b',
  '\f',
  '\u0000',
  '\n',
];

function generate(next: () => number, size: number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const parts: string[] = [];
  let length = 0;
  while (length < size) {
    const roll = next();
    let part: string;
    if (roll < 0.3) {
      const attributes = Array.from({ length: Math.floor(next() * 3) }, () => pick(ATTRIBUTES));
      part = `<${pick(TAGS)}${attributes.map((attribute) => ` ${attribute}`).join('')}${next() < 0.1 ? '/' : ''}>`;
    } else if (roll < 0.45) part = `</${pick(TAGS)}>`;
    else if (roll < 0.5) part = `<img ${pick(ATTRIBUTES)} ${pick(ATTRIBUTES)}>`;
    else if (roll < 0.53) part = pick([' ', '\t', '\n', '\u00a0']).repeat(Math.floor(next() * 50_000));
    else if (roll < 0.55) part = `<${pick(TAGS)}>`.repeat(Math.floor(next() * 30_000));
    else if (roll < 0.56)
      part = `<img alt="${' '.repeat(Math.floor(next() * 50_000))}" data-photo-id="a.webp">`;
    else part = pick(PIECES);
    parts.push(part);
    length += part.length;
  }
  return parts.join('').slice(0, size);
}

const ALLOWED_TAG =
  /^<\/?(?:p|h2|h3|h4|strong|em|a|ul|ol|li|blockquote|br|figure|figcaption|img|div)(?: (?:href|rel|target|alt|data-photo-id|data-youtube)="[^"<>]*")*(?: \/)?>$/;

describe('the sanitiser over generated bodies', () => {
  const next = random(SEED);
  const sizes = Array.from({ length: INPUTS }, (_, index) =>
    index % 50 === 0 ? LIMIT : Math.floor(LIMIT * next() ** 3),
  );

  it.each(sizes.map((size, index) => [index, size]))('input %i (%i characters)', async (index, size) => {
    const html = generate(random(SEED + index), size);
    const started = performance.now();
    const body = await sanitizeBody(html, { photoIds: PHOTOS, maxLength: LIMIT });
    expect(performance.now() - started, 'time in ms').toBeLessThan(BUDGET_MS);
    if (!body) return;
    expect(body.markup.length).toBeLessThanOrEqual(LIMIT);
    for (const tag of body.markup.match(/<[^>]*>/g) ?? []) {
      expect(ALLOWED_TAG.test(tag), tag.slice(0, 200)).toBe(true);
    }
    for (const [, href = ''] of body.markup.matchAll(/ href="([^"]*)"/g)) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these in an address
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020]/g, ''))?.[1];
      expect([undefined, 'http', 'https', 'mailto']).toContain(scheme?.toLowerCase());
      expect(href.startsWith('//'), href).toBe(false);
    }
    expect(body.markup).not.toMatch(/<script/i);
    expect(
      (await sanitizeBody(body.markup, { photoIds: PHOTOS, maxLength: LIMIT }))?.markup,
      'sanitised twice',
    ).toBe(body.markup);
  });
});
