/**
 * The site's own storage keys (spec §9). Spelled here rather than taken from the domain's STORAGE_KEYS,
 * which also names the console's token key: the public bundle must not carry it.
 */
export const SITE_STORAGE_KEYS = {
  /** sessionStorage: this tab has counted its visit to the site. */
  visitMarker: 'visit',
} as const;

export const ARTICLE_MARKER_PREFIX = 'station-article-';

/** localStorage: the day (`YYYY-MM-DD`) this browser last opened the article. */
export const articleMarker = (id: string) => `${ARTICLE_MARKER_PREFIX}${id}`;
