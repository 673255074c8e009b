/**
 * The query parameters each page reads (its route's `validateSearch`); any other is dropped before the
 * page is rendered or looked up in the cache, so `/?x=<random>` is the home page from the cache.
 */
const PAGE_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  '/search': ['key'],
  '/newsletter/confirm': ['token'],
  '/newsletter/unsubscribe': ['token'],
};

/** The address a page is rendered and cached under: its path and only the parameters it reads. */
export function pageAddress(url: URL): string {
  const query = new URLSearchParams();
  for (const name of PAGE_PARAMETERS[url.pathname] ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The campaign a link carries (the station's Telegram and newsletter links do): kept through a redirect. */
const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign'];
/** The analytics read at most this much of a utm value. */
const CAMPAIGN_VALUE_MAX = 100;

/** `location` with the campaign of the address asked for, so a redirect does not lose where the reader came from. */
export function withCampaignOf(location: string, url: URL): string {
  const campaign = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value) campaign.set(name, value.slice(0, CAMPAIGN_VALUE_MAX));
  }
  const query = campaign.toString();
  if (!query) return location;
  return `${location}${location.includes('?') ? '&' : '?'}${query}`;
}
