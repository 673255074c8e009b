/**
 * The site's own storage keys (spec §9). Spelled here rather than taken from the domain's STORAGE_KEYS,
 * which also names the console's token key: the public bundle must not carry it.
 */
export const SITE_STORAGE_KEYS = {
  language: 'language',
  visitMarker: 'visit',
} as const;
