import { replayDrawnWords, watchDrawnWords } from './drawn-words';

/**
 * Markup that many pages draw alike: the latest posts under every article, the most read beside it,
 * the header and footer of every article. In a long tail of articles each read once, drawing those
 * again for every article was most of drawing it (docs/performance.md). While a page is drawn
 * (`drawSharingParts`), such a part is kept under the answers it shows: the page server hands every
 * render the same objects until it reads an answer again (server/api-answers.ts, seconds), so a part
 * is reused exactly as long as the answers it shows, and goes with them. In the browser nothing is
 * kept: no page is being drawn there.
 */
interface Kept {
  html: string;
  /** The words the part wrote for the browser to adopt (lib/drawn-words.ts), given again with it. */
  words: ReadonlyMap<string, string>;
}

const kept = new WeakMap<object, Map<string, Kept>>();

/** A number for each answer besides a part's first, to tell its markup apart by them too. */
const answerNumbers = new WeakMap<object, number>();
let lastAnswerNumber = 0;
const answerNumber = (answer: object) => {
  let number = answerNumbers.get(answer);
  if (number === undefined) {
    lastAnswerNumber += 1;
    number = lastAnswerNumber;
    answerNumbers.set(answer, number);
  }
  return number;
};

/**
 * How a part's markup is found in the drawn page: between two marks (a part the browser keeps as
 * drawn), or as the content of the `station-part` element the mark is on (a part the browser takes
 * over, whose markup must be what it would draw itself: no mark is left in it).
 */
export type PartStyle = 'marks' | 'element';

interface Drawing {
  owner: object;
  key: string;
  mark: string;
  style: PartStyle;
  words: Map<string, string>;
  stopWatching: () => void;
}

/** The parts drawn in the page being drawn, in the order they were drawn. */
let drawing: Drawing[] | undefined;
/** What else the page being drawn depends on: its reader's language and data saver. */
let reader = '';

export type SharedPart = { html: string } | { mark: string };

/**
 * For a part drawn from `answers` and told apart by `part` (what else its markup depends on, besides
 * the reader): its kept markup, or a mark to find its markup by once the page is drawn. Undefined
 * outside a page server's drawing, or for a part drawn from no answer.
 */
export function sharedPart(
  answers: readonly object[],
  part: string,
  style: PartStyle,
): SharedPart | undefined {
  const [owner, ...others] = answers;
  if (!drawing || !owner) return undefined;
  const key = [reader, part, ...others.map(answerNumber)].join(' ');
  const found = kept.get(owner)?.get(key);
  if (found) {
    // The page then carries what it would carry had the part been drawn for it.
    replayDrawnWords(found.words);
    return { html: found.html };
  }
  const mark = String(drawing.length);
  const { words, stop } = watchDrawnWords();
  drawing.push({ owner, key, mark, style, words, stopWatching: stop });
  return { mark };
}

/**
 * A component that draws nothing, put after a part's children: React draws in order, so once it is
 * drawn, what is written after is not the part's.
 */
export function EndOfPart({ mark }: { mark: string | undefined }): null {
  if (import.meta.env.SSR && mark !== undefined) {
    drawing?.find((part) => part.mark === mark)?.stopWatching();
  }
  return null;
}

/** A mark is an attribute drawn by React as it is, on an element never shown or on the part's own. */
export const MARK_ATTRIBUTE = 'data-shared-part';
const templateMark = (mark: string) => `<template ${MARK_ATTRIBUTE}="${mark}"></template>`;
const ELEMENT_OPENS = '<station-part';
const ELEMENT_CLOSES = '</station-part>';

/**
 * A stand-in for the page's address in a part shared by every page of a route (a language link's way
 * back): such a part is drawn with it and every page puts its own address in its place. Letters and
 * digits only, so a link's query (URLSearchParams) carries it as it is; random, so that no text can.
 */
export const PAGE_ADDRESS = `page${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** The address as a link's query carries it (`URLSearchParams`), which needs no escaping in HTML. */
const inQuery = (address: string) => new URLSearchParams({ a: address }).toString().slice('a='.length);

/** Where a part's markup is in `html`: from the end of its opening to the start of its closing. */
function locate(
  html: string,
  { mark, style }: Drawing,
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
  // Parts may hold parts: the closing that matches is the first the openings after it leave over.
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
 * Draws a page for a reader (`draw` renders it to a string; `forReader` names what else its markup
 * depends on) at `address`, keeping the parts marked in it and taking the marks out.
 */
export function drawSharingParts(forReader: string, address: string, draw: () => string): string {
  drawing = [];
  reader = forReader;
  try {
    let html = draw();
    // The last drawn first: a part inside another is then out of the way, marks and all, when the
    // outer one is read.
    for (const part of [...drawing].reverse()) {
      const found = locate(html, part);
      if (!found) continue;
      const markup = html.slice(found.from, found.to);
      const parts = kept.get(part.owner) ?? new Map<string, Kept>();
      kept.set(part.owner, parts.set(part.key, { html: markup, words: part.words }));
      if (part.style === 'marks') {
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
    for (const part of drawing) part.stopWatching();
    drawing = undefined;
  }
}
