import { withoutControls } from '@station/domain';
import { unwrapRedirectLink } from '@station/domain/redirect-link';
import { readHtml, type TokenReader } from './html-tokens';

/** A YouTube video id as the embeds store it; anything else is dropped with its element. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** What the console's editor makes, each with the attributes it keeps. */
const ALLOWED: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ...['p', 'h2', 'h3', 'h4', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption'].map(
    (tag): [string, readonly string[]] => [tag, []],
  ),
  ['a', ['href']],
  // A photo's description and caption are kept on the photo alone and put in when the post is answered.
  ['img', ['data-photo-id']],
  ['br', []],
  ['div', ['data-youtube']],
]);
const RENAMED: ReadonlyMap<string, string> = new Map([
  ['b', 'strong'],
  ['i', 'em'],
]);
const VOID = new Set(['img', 'br']);
/** Elements whose content is never words of the post (code, styles, frames, form parts): dropped whole. */
const WORDLESS = new Set([
  ...['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp'],
  ...['iframe', 'noembed', 'noframes', 'plaintext'],
]);
/** Opening one of these ends an open paragraph, as it does in a browser. */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'figure', 'div']);
/** Blocks whose end ends a line of the post's plain text. */
const LINE_ENDS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'figcaption']);
/**
 * Deeper than any post the editor makes (a quote holding a list holding a paragraph of bold, italic
 * linked words is seven). A tag deeper than this is dropped and its words join its parent's, so
 * nothing a writer typed is lost, and neither this pass nor the console's editor ever walks an
 * unbounded tree.
 */
export const MAX_DEPTH = 20;
/**
 * The version of the rules below. Every stored post is passed through them once after an upgrade
 * (posts' resanitise job), so a change that cleans differently must move this on.
 */
export const SANITIZER_VERSION = 3;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these in an address, so the check does too
const URL_IGNORED = /[\u0000-\u0020]/g;

export const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A link a browser would follow to a web page or a mail form; no script, data or protocol-relative address. */
function isSafeHref(href: string): boolean {
  const address = href.replace(URL_IGNORED, '');
  if (address.startsWith('//') || address.startsWith('/\\') || address.startsWith('\\')) return false;
  const scheme = SCHEME.exec(address)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/** The element as stored, or undefined when the tag goes and its words stay. */
function keptElement(tag: string, attributes: ReadonlyMap<string, string>, photoIds: ReadonlySet<string>) {
  const name = RENAMED.get(tag) ?? tag;
  if (!ALLOWED.has(name)) return undefined;
  if (name === 'div') {
    // Any other block (pasted from elsewhere) keeps its words as a paragraph.
    const id = attributes.get('data-youtube') ?? '';
    return YOUTUBE_ID.test(id) ? { name, attributes: `data-youtube="${id}"` } : { name: 'p', attributes: '' };
  }
  if (name === 'img' && !photoIds.has(attributes.get('data-photo-id') ?? '')) return undefined;
  const kept: string[] = [];
  for (const attribute of ALLOWED.get(name) ?? []) {
    const given = attributes.get(attribute);
    if (given === undefined) continue;
    // Judged as stored: a DEL or C1 character taken out here would otherwise join `java` to `script:`.
    const stored = withoutControls(given);
    // A Google redirect is stored as the address it leads to, or, leading nowhere safe, not at all.
    const value = attribute === 'href' ? unwrapRedirectLink(stored) : stored;
    if (value === undefined || (attribute === 'href' && !isSafeHref(value))) continue;
    kept.push(`${attribute}="${escapeAttribute(value)}"`);
  }
  if (name === 'a') kept.push('rel="noopener nofollow ugc"', 'target="_blank"');
  return { name, attributes: kept.join(' ') };
}

/** Trailing spaces off every line and at most one empty line in a row, in one pass. */
function tidyLines(text: string): string {
  const lines: string[] = [];
  let empty = 0;
  for (const line of text.split('\n')) {
    let end = line.length;
    while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end -= 1;
    empty = end === 0 ? empty + 1 : 0;
    if (empty <= 1) lines.push(line.slice(0, end));
  }
  return lines.join('\n').trim();
}

export interface CleanBody {
  /** The markup as stored. */
  markup: string;
  /** Its words, a block per line: what search, excerpts, truncation and share descriptions read. */
  text: string;
}

/**
 * The only markup a post keeps: what the console's editor makes. Anything else (scripts, styles,
 * event handlers, iframes, forms, SVG, `javascript:` links) is removed before storing, so neither app
 * nor the page server ever draws markup that could run. A YouTube embed is kept as an empty
 * `<div data-youtube="ID">` that the apps turn into a player on click; an image only as a reference to
 * one of the post's own photos (`data-photo-id`), without an address, description or caption: they are
 * put in when the post is answered (`withPhotos`), so they follow the storage settings and the Photos
 * panel, and a post never loads a picture from elsewhere. A figure of a photo since removed goes whole. The markup is written anew from what was read (every text
 * and attribute escaped, every element closed), and read once, character by character, whatever it holds.
 * Undefined when the markup to store would be longer than `maxLength`: escaping `<` as `&lt;` can make
 * it several times what was sent, so the limit is checked on what would be stored.
 */
export async function sanitizeBody(
  html: string,
  { photoIds, maxLength }: { photoIds: ReadonlySet<string>; maxLength: number },
): Promise<CleanBody | undefined> {
  const markup: string[] = [];
  let length = 0;
  const write = (piece: string) => {
    markup.push(piece);
    length += piece.length;
  };
  const words: string[] = [];
  /** The open elements as stored, each with the tag it came from, innermost last; never deeper than MAX_DEPTH. */
  const open: { name: string; tag: string }[] = [];
  /** Tags dropped for their depth, still open: their closing tags close nothing kept. */
  const tooDeep = new Map<string, number>();
  let wordless: { tag: string; depth: number } | undefined;
  /**
   * The open figures, innermost last: where each starts in the markup and the words, and whether it
   * shows one of the post's photos (its copy of the caption is dropped: the photo's own is answered)
   * or one since removed (the whole figure goes, caption and all).
   */
  const figures: { markup: number; length: number; words: number; photo?: 'kept' | 'gone' }[] = [];

  const closeTop = () => {
    const element = open.pop();
    if (!element) return;
    const figure = element.name === 'figure' ? figures.pop() : undefined;
    if (figure?.photo === 'gone') {
      markup.length = figure.markup;
      length = figure.length;
      words.length = figure.words;
      return;
    }
    write(`</${element.name}>`);
    if (LINE_ENDS.has(element.name)) words.push('\n');
  };
  const reader: TokenReader = {
    wants: (tag, attribute) => (ALLOWED.get(RENAMED.get(tag) ?? tag) ?? []).includes(attribute),
    open(tag, attributes) {
      if (wordless) {
        if (tag === wordless.tag) wordless.depth += 1;
        return;
      }
      const figure = figures.at(-1);
      if (WORDLESS.has(tag) || (tag === 'figcaption' && figure?.photo)) {
        wordless = { tag, depth: 1 };
        return;
      }
      if (tag === 'img' && figure && attributes.has('data-photo-id'))
        figure.photo = photoIds.has(attributes.get('data-photo-id') ?? '') ? 'kept' : 'gone';
      const element = keptElement(tag, attributes, photoIds);
      if (!element) return;
      if (BLOCKS.has(tag) && open.at(-1)?.name === 'p') closeTop();
      if (tag === 'li' && open.at(-1)?.name === 'li') closeTop();
      const start = element.attributes ? `<${element.name} ${element.attributes}` : `<${element.name}`;
      if (VOID.has(element.name)) {
        write(`${start} />`);
        if (element.name === 'br') words.push('\n');
      } else if (open.length >= MAX_DEPTH) {
        tooDeep.set(tag, (tooDeep.get(tag) ?? 0) + 1);
      } else {
        if (element.name === 'figure') figures.push({ markup: markup.length, length, words: words.length });
        write(`${start}>`);
        open.push({ name: element.name, tag });
      }
    },
    close(tag) {
      if (wordless) {
        if (tag === wordless.tag) wordless.depth -= 1;
        if (wordless.depth === 0) wordless = undefined;
        return;
      }
      const deep = tooDeep.get(tag) ?? 0;
      if (deep > 0) {
        tooDeep.set(tag, deep - 1);
        return;
      }
      const at = open.findLastIndex((element) => element.tag === tag);
      if (at === -1) return;
      while (open.length > at) closeTop();
    },
    text(text) {
      if (wordless) return;
      // A reference such as `&#11;` brings back what the input schema took out of the characters.
      const kept = withoutControls(text);
      write(escapeText(kept));
      words.push(kept);
    },
    done: () => length > maxLength,
  };
  await readHtml(html, reader);
  while (open.length > 0) closeTop();
  const stored = markup.join('').trim();
  return stored.length > maxLength ? undefined : { markup: stored, text: tidyLines(words.join('')) };
}
