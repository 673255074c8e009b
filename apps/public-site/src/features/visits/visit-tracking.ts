import type { ViewIncreaseQuery, ViewStatus } from '@station/domain';
import { SITE_STORAGE_KEYS } from '~/config/storage-keys';

type MarkerStore = Pick<Storage, 'getItem' | 'setItem'>;

// Only a well-formed id is sent: the server refuses the whole call otherwise, losing the site count too.
const ARTICLE_PATH = /^\/article\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** First sight of a marker in this session is a visit; every later one is a page-view (spec §4). */
export function markSeen(store: MarkerStore, marker: string): ViewStatus {
  let seen = false;
  try {
    seen = store.getItem(marker) !== null;
    store.setItem(marker, 'true');
  } catch {
    // Storage refused (private mode, quota): count as a visit rather than not at all.
  }
  return seen ? 'page-view' : 'visit';
}

/** The counter call for one page: the site status, plus the article status when the path is an article. */
export function viewQueryFor(path: string, store: MarkerStore): ViewIncreaseQuery {
  const query: ViewIncreaseQuery = { webStatus: markSeen(store, SITE_STORAGE_KEYS.visitMarker), path };
  const articleId = ARTICLE_PATH.exec(path)?.[1];
  if (articleId) {
    query.articleId = articleId;
    query.articleStatus = markSeen(store, query.articleId);
  }
  return query;
}
