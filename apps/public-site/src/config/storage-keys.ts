/** The site's own browser storage keys (spec §9); the console keeps its own, which the site never reads. */
export const SITE_STORAGE_KEYS = {
  /** sessionStorage: this tab has counted its visit to the site. */
  visitMarker: 'visit',
} as const;

export const ARTICLE_MARKER_PREFIX = 'station-article-';

/** localStorage: the day (`YYYY-MM-DD`) this browser last opened the article. */
export const articleMarker = (id: string) => `${ARTICLE_MARKER_PREFIX}${id}`;
