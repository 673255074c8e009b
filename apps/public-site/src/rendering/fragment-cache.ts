import { replayRenderedText, watchRenderedText } from './rendered-text';

/**
 * Markup that many pages render alike: the latest posts under every article, the most read beside it,
 * the header and footer of every article. In a long tail of articles each read once, rendering those
 * again for every article was most of rendering it (docs/performance.md). While a page renders
 * (`renderWithFragmentCache`), such a fragment is cached under the API responses it shows: the page
 * server hands every render the same objects until it fetches a response again
 * (server/api-responses.ts, seconds), so a fragment is reused exactly as long as the responses it
 * shows, and goes with them. In the browser nothing is cached: no page renders to a string there.
 */
interface CacheEntry {
  html: string;
  /** The text the fragment rendered for the browser to adopt (rendered-text.ts), given again with it. */
  text: ReadonlyMap<string, string>;
}

const cache = new WeakMap<object, Map<string, CacheEntry>>();

/** A number for each response besides a fragment's first, to tell its markup apart by them too. */
const responseNumbers = new WeakMap<object, number>();
let lastResponseNumber = 0;
const responseNumber = (response: object) => {
  let number = responseNumbers.get(response);
  if (number === undefined) {
    lastResponseNumber += 1;
    number = lastResponseNumber;
    responseNumbers.set(response, number);
  }
  return number;
};

/**
 * How a fragment's markup is found in the rendered page: between two marks (a fragment the browser
 * keeps as the server rendered it), or as the content of the `station-part` element the mark is on (a
 * fragment the browser hydrates, whose markup must be what it would render itself: no mark is left in
 * it).
 */
export type FragmentStyle = 'marks' | 'element';

interface Rendering {
  owner: object;
  key: string;
  mark: string;
  style: FragmentStyle;
  text: Map<string, string>;
  stopWatching: () => void;
}

/** The fragments of the page being rendered, in the order they were rendered. */
let rendering: Rendering[] | undefined;
/** What else the page being rendered depends on: its reader's language and data saver. */
let reader = '';

export type CachedFragmentHtml = { html: string } | { mark: string };

/**
 * For a fragment rendered from `responses` and told apart by `name` (what else its markup depends on,
 * besides the reader): its cached markup, or a mark to find its markup by once the page has rendered.
 * Undefined outside a page server's render, or for a fragment rendered from no response.
 */
export function cachedFragment(
  responses: readonly object[],
  name: string,
  style: FragmentStyle,
): CachedFragmentHtml | undefined {
  const [owner, ...others] = responses;
  if (!rendering || !owner) return undefined;
  const key = [reader, name, ...others.map(responseNumber)].join(' ');
  const hit = cache.get(owner)?.get(key);
  if (hit) {
    // The page then carries what it would carry had the fragment been rendered for it.
    replayRenderedText(hit.text);
    return { html: hit.html };
  }
  const mark = String(rendering.length);
  const { text, stop } = watchRenderedText();
  rendering.push({ owner, key, mark, style, text, stopWatching: stop });
  return { mark };
}

/**
 * A component that renders nothing, put after a fragment's children: React renders in order, so once
 * it has rendered, what is rendered after is not the fragment's.
 */
export function FragmentEnd({ mark }: { mark: string | undefined }): null {
  if (import.meta.env.SSR && mark !== undefined) {
    rendering?.find((fragment) => fragment.mark === mark)?.stopWatching();
  }
  return null;
}

/** A mark is an attribute React renders as it is, on an element never shown or on the fragment's own. */
export const MARK_ATTRIBUTE = 'data-shared-part';
const templateMark = (mark: string) => `<template ${MARK_ATTRIBUTE}="${mark}"></template>`;
const ELEMENT_OPENS = '<station-part';
const ELEMENT_CLOSES = '</station-part>';

/**
 * A stand-in for the page's address in a fragment shared by every page of a route (a language link's
 * way back): such a fragment is rendered with it and every page puts its own address in its place.
 * Letters and digits only, so a link's query (URLSearchParams) carries it as it is; random, so that no
 * text can.
 */
export const PAGE_ADDRESS = `page${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** The address as a link's query carries it (`URLSearchParams`), which needs no escaping in HTML. */
const inQuery = (address: string) => new URLSearchParams({ a: address }).toString().slice('a='.length);

/** Where a fragment's markup is in `html`: from the end of its opening to the start of its closing. */
function locate(
  html: string,
  { mark, style }: Rendering,
): { from: number; to: number; opening: string } | undefined {
  if (style === 'marks') {
    const edge = templateMark(mark);
    const start = html.indexOf(edge);
    const end = html.indexOf(edge, start + edge.length);
    return start < 0 || end < 0 ? undefined : { from: start + edge.length, to: end, opening: edge };
  }
  const opening = `${ELEMENT_OPENS} ${MARK_ATTRIBUTE}="${mark}">`;
  const start = html.indexOf(opening);
  if (start < 0) return undefined;
  // Fragments may hold fragments: the closing that matches is the first the openings after it leave over.
  let depth = 1;
  let at = start + opening.length;
  while (depth > 0) {
    const close = html.indexOf(ELEMENT_CLOSES, at);
    if (close < 0) return undefined;
    const open = html.indexOf(ELEMENT_OPENS, at);
    if (open >= 0 && open < close) {
      depth += 1;
      at = open + ELEMENT_OPENS.length;
    } else {
      depth -= 1;
      at = close + ELEMENT_CLOSES.length;
    }
  }
  return { from: start + opening.length, to: at - ELEMENT_CLOSES.length, opening };
}

/**
 * Renders a page for a reader (`render` renders it to a string; `forReader` names what else its markup
 * depends on) at `address`, caching the fragments marked in it and taking the marks out.
 */
export function renderWithFragmentCache(forReader: string, address: string, render: () => string): string {
  rendering = [];
  reader = forReader;
  try {
    let html = render();
    // The last rendered first: a fragment inside another is then out of the way, marks and all, when
    // the outer one is read.
    for (const fragment of [...rendering].reverse()) {
      const found = locate(html, fragment);
      if (!found) continue;
      const markup = html.slice(found.from, found.to);
      const entries = cache.get(fragment.owner) ?? new Map<string, CacheEntry>();
      cache.set(fragment.owner, entries.set(fragment.key, { html: markup, text: fragment.text }));
      if (fragment.style === 'marks') {
        html =
          html.slice(0, found.from - found.opening.length) +
          markup +
          html.slice(found.to + found.opening.length);
      } else {
        html = `${html.slice(0, found.from - found.opening.length)}${ELEMENT_OPENS}>${html.slice(found.from)}`;
      }
    }
    return html.replaceAll(PAGE_ADDRESS, inQuery(address));
  } finally {
    for (const fragment of rendering) fragment.stopWatching();
    rendering = undefined;
  }
}
