/**
 * Markup that many pages draw alike: the latest posts under every article, the most read beside it. In
 * a long tail of articles each read once, drawing those lists again for every article was a sixth of
 * drawing it (README, Performance). While a page is drawn (`drawSharingParts`), such a part is kept
 * under its answer's first item: the page server hands every render the same objects until it reads
 * the answer again (server/api-answers.ts), so a part is reused exactly as long as the answer it shows,
 * and goes with it. In the browser nothing is kept: no page is being drawn there.
 */
const kept = new WeakMap<object, Map<string, string>>();

/** Marks of the parts drawn in the page being drawn, in the order they were drawn. */
let drawing: { owner: object; key: string; mark: string }[] | undefined;
/** What else the page being drawn depends on: its reader's language and data saver. */
let reader = '';

export type SharedPart = { html: string } | { mark: string };

/**
 * For a part drawn from `owner` (an answer's first item) and told apart by `part` (what else its
 * markup depends on, besides the reader): its kept markup, or a mark to put on both sides of its
 * children so that the markup is kept once the page is drawn. Undefined outside a page server's drawing.
 */
export function sharedPart(owner: object, part: string): SharedPart | undefined {
  if (!drawing) return undefined;
  const key = `${reader} ${part}`;
  const html = kept.get(owner)?.get(key);
  if (html !== undefined) return { html };
  const mark = String(drawing.length);
  drawing.push({ owner, key, mark });
  return { mark };
}

/** A mark is an empty template element with this attribute: drawn by React as it is, never shown. */
export const MARK_ATTRIBUTE = 'data-shared-part';
const markup = (mark: string) => `<template ${MARK_ATTRIBUTE}="${mark}"></template>`;

/**
 * Draws a page for a reader (`draw` renders it to a string; `forReader` names what else its markup
 * depends on), keeping the parts marked in it and taking the marks out.
 */
export function drawSharingParts(forReader: string, draw: () => string): string {
  drawing = [];
  reader = forReader;
  try {
    let html = draw();
    // The last drawn first: a part inside another is then out of the way, marks and all, when the
    // outer one is read.
    for (const { owner, key, mark } of [...drawing].reverse()) {
      const edge = markup(mark);
      const start = html.indexOf(edge);
      const end = html.indexOf(edge, start + edge.length);
      if (start < 0 || end < 0) continue;
      const part = html.slice(start + edge.length, end);
      const parts = kept.get(owner) ?? new Map<string, string>();
      kept.set(owner, parts.set(key, part));
      html = html.slice(0, start) + part + html.slice(end + edge.length);
    }
    return html;
  } finally {
    drawing = undefined;
  }
}
