import { NEWSROOM_MAX } from '@station/domain';
import { unwrapRedirectLink } from '@station/domain/redirect-link';

/**
 * Clipboard HTML read at most. Word and Google Docs wrap every few words in styles, so a paste holds
 * several times the markup it leaves; past ten times a whole post, the rest is not read.
 */
export const PASTE_MAX = 10 * NEWSROOM_MAX.body;
/** Elements nested deeper than this are not walked: their words join the block they are in. */
export const PASTE_MAX_DEPTH = 40;
/**
 * Levels of a list kept (Word allows nine): a deeper item joins the deepest list kept, so a pasted
 * list stays within the nesting the server stores (apps/api src/lib/rich-text.ts, MAX_DEPTH).
 */
export const PASTE_MAX_LIST_LEVELS = 5;
/** Longer than any style Word or Google Docs writes on one element; past it, a style is not read. */
const STYLE_MAX = 2_000;
/** Between the words of two cells of a table row, which becomes a paragraph (the editor has no tables). */
const CELL_SEPARATOR = ' | ';

export interface CleanPaste {
  /** What the editor reads: only the blocks and marks it has (see `extensions` in rich-text-editor.tsx). */
  html: string;
  /** Pictures left out: the editor shows only the post's own photos, added in the Photos panel. */
  pictures: number;
  /** Whether the paste was longer than a post can hold, so only its beginning is kept. */
  cut: boolean;
}

interface Marks {
  bold: boolean;
  italic: boolean;
  href: string | undefined;
}
interface Context extends Marks {
  /** Inside a table cell: blocks become words of the row's paragraph. */
  flat: boolean;
  /** Inside a heading: Word's list numbers (`1.`) stay, as the words of a numbered heading. */
  heading: boolean;
  quoted: boolean;
  listLevels: number;
  /** The list whose item is being written, for a list nested deeper than is kept. */
  list: Element | undefined;
}

const IGNORED = new Set([
  ...['head', 'style', 'script', 'noscript', 'template', 'title', 'meta', 'link', 'xml', 'base'],
  ...['iframe', 'object', 'embed', 'canvas', 'audio', 'video', 'map', 'button', 'input', 'select'],
  ...['textarea', 'colgroup', 'col', 'math'],
]);
const PICTURES = new Set(['img', 'svg']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Blocks of words: each becomes a paragraph (or a heading). */
const PARAGRAPHS = new Set([
  ...['p', 'pre', 'address', 'dt', 'dd', 'caption', 'figcaption', 'summary', 'legend', 'li'],
  ...HEADINGS,
]);
/** Blocks that hold other blocks: each ends the paragraph before it and after it. */
const CONTAINERS = new Set([
  ...['div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure', 'form'],
  ...['fieldset', 'details', 'center', 'dl', 'body', 'html', 'hgroup', 'tbody', 'thead', 'tfoot', 'tr'],
  ...['td', 'th', 'hr'],
]);
const LISTS = new Set(['ul', 'ol', 'menu', 'dir']);

/** An element's inline style, property by property (lower case), read by splitting: no pattern. */
function styleOf(element: Element): Map<string, string> {
  const style = new Map<string, string>();
  const text = element.getAttribute('style');
  if (!text) return style;
  for (const declaration of text.slice(0, STYLE_MAX).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) {
      style.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
    }
  }
  return style;
}

function boldFrom(weight: string | undefined): boolean | undefined {
  if (weight === undefined) return undefined;
  const value = weight.toLowerCase();
  if (value === 'bold' || value === 'bolder') return true;
  if (value === 'normal' || value === 'lighter') return false;
  const number = Number.parseInt(value, 10);
  return Number.isNaN(number) ? undefined : number >= 600;
}

function italicFrom(fontStyle: string | undefined): boolean | undefined {
  if (fontStyle === undefined) return undefined;
  const value = fontStyle.toLowerCase();
  if (value.startsWith('italic') || value.startsWith('oblique')) return true;
  return value === 'normal' ? false : undefined;
}

/** A link a post may keep: Google's redirects unwrapped, then only a whole web or mail address. */
function linkFrom(href: string | null): string | undefined {
  const unwrapped = href === null ? undefined : unwrapRedirectLink(href.trim());
  if (unwrapped === undefined) return undefined;
  try {
    const url = new URL(unwrapped);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Word's list paragraph (`mso-list:l0 level2 lfo1`): which list and which level, or undefined. */
function wordListOf(style: Map<string, string>): { id: string; level: number } | undefined {
  const parts = (style.get('mso-list') ?? '').split(' ').filter(Boolean);
  const id = parts[0];
  const level = Number.parseInt(parts.find((part) => part.startsWith('level'))?.slice(5) ?? '', 10);
  return id && id.toLowerCase() !== 'ignore' && level >= 1 ? { id, level } : undefined;
}

const isMarker = (style: Map<string, string>) => style.get('mso-list')?.toLowerCase() === 'ignore';

/** The bullet or number Word writes before a list item, as it is shown (`·`, `o`, `1.`, `a)`). */
function markerOf(paragraph: Element): string {
  for (const span of paragraph.querySelectorAll('[style]')) {
    if (isMarker(styleOf(span))) return (span.textContent ?? '').trim();
  }
  return '';
}

/** `1.`, `a)`, `(iv)`, `1.2.`, `፩.`: a numbered list's marker; a bullet (`·`, `o`, `§`, `-`) otherwise. */
function isNumber(marker: string): boolean {
  const inner = marker.startsWith('(') ? marker.slice(1) : marker;
  const closed = inner.endsWith('.') || inner.endsWith(')');
  const label = closed ? inner.slice(0, -1) : inner;
  if (label.length === 0 || label.length > 8) return false;
  return closed ? /^[\p{L}\p{N}.]+$/u.test(label) : /^\p{N}+$/u.test(label);
}

/** The words under `node`, element by element without recursion, leaving out styles and scripts. */
function wordsUnder(node: Node): string {
  const walker = node.ownerDocument?.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let text = walker?.nextNode(); text; text = walker?.nextNode()) {
    const parent = text.parentElement?.localName ?? '';
    if (!IGNORED.has(parent)) words.push(text.nodeValue ?? '');
  }
  return words.join(' ');
}

/** Runs of spaces, tabs and line ends as one space, as a browser shows them. */
const collapsed = (text: string) => text.replace(/[\t\n\f\r ]+/g, ' ');

/**
 * Pasted HTML (Word, Google Docs, LibreOffice, web pages) in the editor's structure: headings (the
 * paste's top level as Heading, any level below as Subheading), paragraphs, bulleted and numbered lists
 * nested as they were, quotes, bold, italic and web or mail links (Google's redirects unwrapped). A
 * table's rows become paragraphs, its cells' words separated by ` | `: neither the editor nor the
 * server keeps tables. Pictures are counted and left out; styles, classes, Word's list bullets and
 * everything else are dropped. Read as a DOM, once, element by element, never deeper than
 * PASTE_MAX_DEPTH; the result is cut, whole blocks at a time, to what a post can hold.
 */
export function cleanPastedHtml(pasted: string): CleanPaste {
  const read = pasted.slice(0, PASTE_MAX);
  let cut = read.length < pasted.length;
  const source = new DOMParser().parseFromString(read, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const root = output.body;

  // Copied from an editor like this one: its blocks are already the editor's, its photos the post's.
  if (!cut && source.querySelector('[data-pm-slice]')) {
    const pictures = [...source.querySelectorAll('img')].filter(
      (image) => !image.hasAttribute('data-photo-id'),
    );
    return { html: pasted, pictures: pictures.length, cut: false };
  }

  // A heading at the paste's top level (a Title, or H1 in Word and Google Docs) is the article's
  // Heading (H2: the post's title is the page's H1); every level below it, a Subheading (H3).
  let topLevel = 7;
  for (const heading of source.querySelectorAll('h1, h2, h3, h4, h5, h6, p.MsoTitle')) {
    topLevel = Math.min(topLevel, heading.localName === 'p' ? 0 : Number(heading.localName[1]));
  }
  // Word writes a picture twice, as a VML shape and as an `img` naming it: the shape is not counted again.
  const shapesShown = new Set<string>();
  for (const image of source.querySelectorAll('img[v\\:shapes]')) {
    for (const id of (image.getAttribute('v:shapes') ?? '').split(',')) shapesShown.add(id.trim());
  }

  let pictures = 0;
  let container: Element = root;
  let block: Element | undefined;
  /**
   * The last run of words written in the block, with its marks: the next words with the same marks join
   * it, and it is written into its text node once it ends (not piece by piece, which grows quadratically).
   */
  let run: { marks: Marks; parts: string[]; text: Text } | undefined;
  let endsInSpace = true;
  let blockHasWords = false;
  let separator = '';
  let wordList: { id: string; container: Element; levels: { list: Element; item?: Element }[] } | undefined;

  const openBlock = (tag: string) => {
    closeBlock();
    if (wordList?.container === container) wordList = undefined;
    block = output.createElement(tag);
    container.append(block);
    endsInSpace = true;
    blockHasWords = false;
    separator = '';
  };
  const endRun = () => {
    if (run) run.text.data = run.parts.join('');
    run = undefined;
  };
  function closeBlock() {
    if (!block) return;
    if (run) run.parts = [run.parts.join('').trimEnd()];
    endRun();
    if (!blockHasWords) block.remove();
    block = undefined;
  }
  const inside = (element: Element, write: () => void) => {
    closeBlock();
    const outer = container;
    container = element;
    write();
    closeBlock();
    container = outer;
  };

  const writeText = (given: string, marks: Marks) => {
    let text = collapsed(given);
    if (text === '' || (text === ' ' && !block)) return;
    if (!block) openBlock('p');
    if (separator && text.trim() !== '') {
      const between = separator;
      separator = '';
      if (blockHasWords) {
        writeText(between, { bold: false, italic: false, href: undefined });
        text = text.trimStart();
      }
    }
    if (endsInSpace && text.startsWith(' ')) text = text.slice(1);
    if (text === '') return;
    endsInSpace = text.endsWith(' ');
    blockHasWords ||= text.trim() !== '';
    if (
      run &&
      run.marks.bold === marks.bold &&
      run.marks.italic === marks.italic &&
      run.marks.href === marks.href
    ) {
      run.parts.push(text);
      return;
    }
    endRun();
    const words = output.createTextNode('');
    let piece: Node = words;
    if (marks.href) {
      const link = output.createElement('a');
      link.setAttribute('href', marks.href);
      link.append(piece);
      piece = link;
    }
    for (const [on, tag] of [
      [marks.italic, 'em'],
      [marks.bold, 'strong'],
    ] as const) {
      if (!on) continue;
      const mark = output.createElement(tag);
      mark.append(piece);
      piece = mark;
    }
    block?.append(piece);
    run = { marks, parts: [text], text: words };
  };
  const lineBreak = (context: Context) => {
    if (context.flat) separator ||= ' ';
    else if (block) {
      endRun();
      block.append(output.createElement('br'));
      endsInSpace = true;
    }
  };

  const headingTag = (level: number) => (level <= topLevel ? 'h2' : 'h3');

  function walkChildren(node: Node, context: Context, depth: number) {
    for (const child of node.childNodes) walk(child, context, depth);
  }

  function walk(node: Node, context: Context, depth: number) {
    if (node.nodeType === Node.TEXT_NODE) {
      writeText(node.nodeValue ?? '', context);
      return;
    }
    if (!(node instanceof Element)) return;
    const name = node.localName;
    if (IGNORED.has(name)) return;
    if (depth >= PASTE_MAX_DEPTH) {
      writeText(` ${wordsUnder(node)} `, context);
      return;
    }
    if (PICTURES.has(name)) {
      pictures += 1;
      return;
    }
    if (name === 'v:imagedata') {
      if (!shapesShown.has(node.parentElement?.getAttribute('id') ?? '')) pictures += 1;
      return;
    }
    const style = styleOf(node);
    if (style.get('display')?.toLowerCase() === 'none' || style.get('mso-hide')?.toLowerCase() === 'all')
      return;
    if (isMarker(style)) {
      if (context.heading) writeText(`${(node.textContent ?? '').trim()} `, context);
      return;
    }
    const marks = marksOf(node, style, context);
    const next = depth + 1;

    if (name === 'br') return lineBreak(context);
    if (
      context.flat &&
      (PARAGRAPHS.has(name) || CONTAINERS.has(name) || LISTS.has(name) || name === 'table')
    ) {
      separator ||= ' ';
      walkChildren(node, marks, next);
      separator ||= ' ';
      return;
    }
    if (name === 'table') return table(node as HTMLTableElement, marks, next);
    if (LISTS.has(name)) return list(node, marks, next);
    if (name === 'blockquote') return quote(node, marks, next);
    if (CONTAINERS.has(name)) {
      closeBlock();
      walkChildren(node, marks, next);
      closeBlock();
      return;
    }
    const wordItem = name === 'p' || name === 'div' ? wordListOf(style) : undefined;
    if (wordItem) return wordListItem(node, wordItem, marks, next);
    if (wordList?.container === container && node.getAttribute('class')?.startsWith('MsoListParagraph')) {
      const item = wordList.levels.at(-1)?.item;
      if (item) return inside(item, () => paragraph(node, 'p', marks, next));
    }
    if (HEADINGS.has(name) || (name === 'p' && node.classList.contains('MsoTitle'))) {
      const level = name === 'p' ? 0 : Number(name[1]);
      return paragraph(
        node,
        context.listLevels > 0 ? 'p' : headingTag(level),
        { ...marks, heading: true },
        next,
      );
    }
    if (PARAGRAPHS.has(name)) return paragraph(node, 'p', marks, next);
    walkChildren(node, marks, next);
  }

  function marksOf(element: Element, style: Map<string, string>, context: Context): Context {
    const name = element.localName;
    const bold = boldFrom(style.get('font-weight')) ?? (name === 'b' || name === 'strong' ? true : undefined);
    const italic =
      italicFrom(style.get('font-style')) ??
      (name === 'i' || name === 'em' || name === 'cite' ? true : undefined);
    const href =
      name === 'a' && element.hasAttribute('href') ? linkFrom(element.getAttribute('href')) : context.href;
    if (bold === undefined && italic === undefined && href === context.href) return context;
    return { ...context, bold: bold ?? context.bold, italic: italic ?? context.italic, href };
  }

  function paragraph(element: Element, tag: string, context: Context, depth: number) {
    openBlock(tag);
    walkChildren(element, context, depth);
    closeBlock();
  }

  function quote(element: Element, context: Context, depth: number) {
    closeBlock();
    if (context.quoted) {
      walkChildren(element, context, depth);
      closeBlock();
      return;
    }
    wordList = undefined;
    const quoted = output.createElement('blockquote');
    container.append(quoted);
    inside(quoted, () => walkChildren(element, { ...context, quoted: true }, depth));
    if (quoted.childNodes.length === 0) quoted.remove();
  }

  /** An HTML list (Google Docs, LibreOffice, web pages), with a list nested in it or beside its items. */
  function list(element: Element, context: Context, depth: number) {
    closeBlock();
    wordList = undefined;
    const deeper = context.listLevels < PASTE_MAX_LIST_LEVELS;
    const target =
      deeper || !context.list ? output.createElement(element.localName === 'ol' ? 'ol' : 'ul') : context.list;
    if (target !== context.list) container.append(target);
    const inList: Context = { ...context, listLevels: context.listLevels + (deeper ? 1 : 0), list: target };
    let item: Element | undefined;
    const itemFor = (fresh: boolean) => {
      if (fresh || !item) {
        item = output.createElement('li');
        target.append(item);
      }
      return item;
    };
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE && (child.nodeValue ?? '').trim() === '') continue;
      const isItem = child instanceof Element && child.localName === 'li';
      // Google Docs and LibreOffice write a nested list beside the item it belongs to.
      inside(itemFor(isItem), () =>
        isItem ? walkChildren(child, inList, depth) : walk(child, inList, depth),
      );
    }
    if (target.childNodes.length === 0) target.remove();
  }

  /** One of Word's list paragraphs: its level says where it goes, its bullet or number what list it is. */
  function wordListItem(
    element: Element,
    at: { id: string; level: number },
    context: Context,
    depth: number,
  ) {
    closeBlock();
    const kind = isNumber(markerOf(element)) ? 'ol' : 'ul';
    if (wordList && (wordList.id !== at.id || wordList.container !== container)) wordList = undefined;
    const current = wordList ?? { id: at.id, container, levels: [] };
    wordList = current;
    const { levels } = current;
    const level = Math.min(at.level, levels.length + 1, PASTE_MAX_LIST_LEVELS);
    levels.length = Math.min(levels.length, level);
    // Bullets after numbers (or the reverse) at the same level are another list.
    if (levels.length === level && levels[level - 1]?.list.localName !== kind) levels.length = level - 1;
    if (levels.length < level) {
      const created = output.createElement(kind);
      (levels.at(-1)?.item ?? current.container).append(created);
      levels.push({ list: created });
    }
    const top = levels[levels.length - 1];
    if (!top) return;
    const item = output.createElement('li');
    top.list.append(item);
    top.item = item;
    inside(item, () => paragraph(element, 'p', { ...context, listLevels: level, list: top.list }, depth));
    wordList = current;
  }

  /** A table's rows as paragraphs, each cell's words apart from the next: the editor has no tables. */
  function table(element: HTMLTableElement, context: Context, depth: number) {
    closeBlock();
    wordList = undefined;
    if (element.caption) paragraph(element.caption, 'p', context, depth);
    for (const row of element.rows) {
      openBlock('p');
      for (const cell of row.cells) {
        separator = CELL_SEPARATOR;
        walkChildren(cell, { ...context, flat: true }, depth + 2);
      }
      closeBlock();
    }
  }

  walkChildren(
    source.body,
    {
      bold: false,
      italic: false,
      href: undefined,
      flat: false,
      heading: false,
      quoted: false,
      listLevels: 0,
      list: undefined,
    },
    0,
  );
  closeBlock();

  // A paste alone never holds more markup than a post may store (the server checks the whole post as
  // it is saved): whole blocks past that are left out.
  let length = 0;
  for (const child of [...root.children]) {
    length += child.outerHTML.length;
    if (length > NEWSROOM_MAX.body) {
      cut = true;
      child.remove();
    }
  }
  return { html: root.innerHTML, pictures, cut };
}
