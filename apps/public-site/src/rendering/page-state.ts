import type { DehydratedState } from '@tanstack/react-query';

/**
 * The data a page was rendered from, and the text it rendered that costs a phone to render
 * (rendered-text.ts): the browser hydrates from it.
 */
export type PageState = DehydratedState & { renderedText?: Record<string, string> };

/** The element carrying the data a server-rendered page was rendered from. */
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
