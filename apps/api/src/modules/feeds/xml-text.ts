/**
 * What XML 1.0 forbids anywhere in a document (its Char production): control characters but tab and
 * line breaks, U+FFFE and U+FFFF, and halves of surrogate pairs standing alone. One such character
 * in one post made the whole feed unreadable to every reader.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const MARKUP = /[&<>"']/g;
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text as it goes into XML, as content or as a quoted attribute: what XML forbids is left out and
 * every character that means markup is escaped. The references used mean the same in HTML, so text
 * escaped twice is what RSS wants where it expects HTML (see `rssDocument`).
 */
export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(MARKUP, (c) => ENTITY[c] ?? c);
