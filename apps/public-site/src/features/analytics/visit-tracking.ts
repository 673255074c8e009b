import type { ViewIncreaseQuery, ViewStatus } from '@station/domain';
import { FIELD_MAX } from '@station/domain/constants';
import { ARTICLE_MARKER_PREFIX, articleMarker, SITE_STORAGE_KEYS } from '~/config/storage-keys';

type MarkerStore = Pick<Storage, 'getItem' | 'setItem'>;

interface VisitStores {
  /** This tab's session: the site's visit marker (spec §4). */
  session: MarkerStore;
  /** The browser's lasting store: one marker per article, holding the day it was last opened. */
  local: MarkerStore;
}

/** A page as the counter sees it: its address, and the article's id when the page is an article. */
export interface CountedPage {
  path: string;
  articleId?: string;
}

/**
 * Stores `value` under `marker` and says whether it was there already: the first sight is a visit,
 * every later one a page-view. Storage that refuses to work counts a visit rather than nothing.
 */
function mark(store: MarkerStore, marker: string, value: string): ViewStatus {
  let seen = false;
  try {
    seen = store.getItem(marker) === value;
    store.setItem(marker, value);
  } catch {
    // Private mode or a full quota.
  }
  return seen ? 'page-view' : 'visit';
}

/** First sight of a marker in this session is a visit; every later one is a page-view (spec §4). */
export const markSeen = (store: MarkerStore, marker: string): ViewStatus => mark(store, marker, 'true');

/** The reader's own calendar day, `YYYY-MM-DD`: an article counts once per reader per day. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The counter call for one page: the site status, plus the article status when the page is an article
 * (a visit the first time this browser opens it on a day, in any tab; a page-view after that).
 */
export function viewQueryFor(
  { path, articleId }: CountedPage,
  stores: VisitStores,
  now: Date,
): ViewIncreaseQuery {
  const query: ViewIncreaseQuery = {
    webStatus: markSeen(stores.session, SITE_STORAGE_KEYS.visitMarker),
    path,
  };
  if (articleId) {
    query.articleId = articleId;
    query.articleStatus = mark(stores.local, articleMarker(articleId), localDay(now));
  }
  return query;
}

/**
 * Removes the article markers of earlier days: they no longer change how a view counts, and the
 * browser would otherwise keep one for every article it ever opened.
 */
export function forgetEarlierDays(
  store: Pick<Storage, 'length' | 'key' | 'getItem' | 'removeItem'>,
  now: Date,
) {
  const today = localDay(now);
  try {
    const stale: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(ARTICLE_MARKER_PREFIX) && store.getItem(key) !== today) stale.push(key);
    }
    for (const key of stale) store.removeItem(key);
  } catch {
    // Storage refused: there is nothing to tidy.
  }
}

/** How the reader reached a page, as the view call reports it for the audience analytics. */
export type Arrival = Pick<ViewIncreaseQuery, 'referrer' | 'utmSource' | 'utmCampaign'>;

const bounded = (value: string | null, max: number) => (value ? value.slice(0, max) : undefined);

/**
 * The first page of a load arrived from `document.referrer`, with the `utm_*` of its address (the
 * station's own links carry them); every later page of the load came from the page before it, on this
 * site. Values are cut to what the call accepts, so a long address never costs the count.
 */
export function arrivalAt(address: URL, documentReferrer: string, previousPath: string | null): Arrival {
  if (previousPath !== null) return { referrer: bounded(`${address.origin}${previousPath}`, FIELD_MAX.url) };
  const arrival: Arrival = {};
  const referrer = bounded(documentReferrer, FIELD_MAX.url);
  const utmSource = bounded(address.searchParams.get('utm_source'), FIELD_MAX.utm);
  const utmCampaign = bounded(address.searchParams.get('utm_campaign'), FIELD_MAX.utm);
  if (referrer) arrival.referrer = referrer;
  if (utmSource) arrival.utmSource = utmSource;
  if (utmCampaign) arrival.utmCampaign = utmCampaign;
  return arrival;
}
