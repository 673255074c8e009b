import type { DehydratedState } from '@tanstack/react-query';

/** The data a page was drawn from, and the words it wrote that cost a phone to write (drawn-words.ts). */
export type PageState = DehydratedState & { drawnWords?: Record<string, string> };

/** Set on `<html>` once the reader has followed a link the browser is loading as a new page. */
export const LEAVING_ATTRIBUTE = 'data-leaving';

/** Whether the reader is already on their way to another page (see boot.ts). */
export const isLeaving = (doc: Document) => doc.documentElement.hasAttribute(LEAVING_ATTRIBUTE);

/**
 * The link a click sends this tab along (a plain left click, not one asking for a new tab or window,
 * not a download, not a link opening elsewhere), or null when the click follows no such link.
 */
export function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

/** The element carrying the data a server-rendered page was drawn from. */
export const PAGE_STATE_ID = 'page-state';

/**
 * The state as the text of a JSON `<script>` block: a `<` is escaped so no text in the data (a post
 * titled "</script>…") can end the block early. Browsers never run a block of this type.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state the server left in the page, or undefined when the page was not rendered there. */
export function readPageState(doc: Document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
