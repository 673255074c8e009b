import type { ViewEngagedQuery } from '@station/domain';
import { siteConfig } from '~/config/site-config';
import { apiBaseUrl } from '~/lib/api';

/** A reader who kept the article on screen this long read it (docs/analytics.md, engaged reading). */
export const ENGAGED_VISIBLE_MS = 30_000;
/** …or who scrolled until this share of the article's text had come into view. */
export const ENGAGED_SCROLL_SHARE = 0.75;
/** The article's text as the article page draws it; without it, the page's whole length is measured. */
export const ARTICLE_TEXT_SELECTOR = '.article__detail';

type Listening = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface ReadingPage {
  window: Listening & Pick<Window, 'innerHeight' | 'scrollY'>;
  document: Listening & Pick<Document, 'visibilityState' | 'querySelector' | 'documentElement'>;
  now?: () => number;
}

/** Whether the point at ENGAGED_SCROLL_SHARE of the article's text has come above the screen's bottom. */
function passedThreeQuarters({ window: view, document: page }: ReadingPage): boolean {
  const text = page.querySelector(ARTICLE_TEXT_SELECTOR);
  if (text) {
    const box = text.getBoundingClientRect();
    return box.height > 0 && box.top + box.height * ENGAGED_SCROLL_SHARE <= view.innerHeight;
  }
  const length = page.documentElement.scrollHeight;
  return length > 0 && view.scrollY + view.innerHeight >= length * ENGAGED_SCROLL_SHARE;
}

/**
 * Watches one view of an article: the time it is visible (Page Visibility API) and how far its text
 * was scrolled. Each time the reader leaves it (the page hidden, the tab closed, or `stop` for a move
 * to another page of the site) the view is checked, and `onEngaged` is called the first time the reader
 * stayed ENGAGED_VISIBLE_MS or passed ENGAGED_SCROLL_SHARE; never more than once for the view.
 */
export function watchReading(page: ReadingPage, onEngaged: () => void): { stop: () => void } {
  const now = page.now ?? (() => Date.now());
  let visibleMs = 0;
  let visibleSince: number | null = page.document.visibilityState === 'visible' ? now() : null;
  let scrolledFar = false;
  let sent = false;

  const check = () => {
    if (visibleSince !== null) {
      visibleMs += now() - visibleSince;
      visibleSince = null;
    }
    if (!sent && (scrolledFar || visibleMs >= ENGAGED_VISIBLE_MS)) {
      sent = true;
      onEngaged();
    }
  };
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') check();
    else visibleSince ??= now();
  };
  const onScroll = () => {
    scrolledFar ||= passedThreeQuarters(page);
  };

  page.document.addEventListener('visibilitychange', onVisibility);
  page.window.addEventListener('pagehide', check);
  page.window.addEventListener('scroll', onScroll, { passive: true });
  return {
    stop: () => {
      page.document.removeEventListener('visibilitychange', onVisibility);
      page.window.removeEventListener('pagehide', check);
      page.window.removeEventListener('scroll', onScroll);
      check();
    },
  };
}

/**
 * The beacon's address: the API's `view/engaged` with the article and what the view call said of the
 * visit. It carries no body, so the browser sends it without asking the API first (no preflight).
 */
export function engagedBeaconUrl(apiBase: string, query: ViewEngagedQuery): string {
  const url = new URL('view/engaged', apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
  return url.href;
}

/** Sends the engaged-reading beacon; a browser without `sendBeacon` sends nothing. */
export function sendEngaged(query: ViewEngagedQuery): void {
  navigator.sendBeacon?.(engagedBeaconUrl(apiBaseUrl(siteConfig().apiUrl), query));
}

let stopWatching: (() => void) | undefined;

/**
 * Ends the watch of the article shown before (a move to another page of the site is leaving it) and
 * watches `reading`'s article, if the page shown is one, sending the beacon (or `send`) for it.
 */
export function watchArticle(reading: ViewEngagedQuery | null, send = sendEngaged): void {
  stopWatching?.();
  stopWatching = reading ? watchReading({ window, document }, () => send(reading)).stop : undefined;
}
