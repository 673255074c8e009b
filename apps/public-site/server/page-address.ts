import { CATEGORIES } from '@station/domain/categories';
import { listPage } from '../src/features/posts/utils/list-page';

/** A list page's number, kept as its route reads it (2 up to a bound); the first page and junk are dropped. */
const LIST_PAGE = 'page';

/**
 * The query parameters each page reads (its route's `validateSearch`); any other is dropped before the
 * page is rendered or looked up in the cache, so `/?x=<random>` is the home page from the cache.
 */
const PAGE_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  '/search': ['key', LIST_PAGE],
  '/articles': [LIST_PAGE],
  ...Object.fromEntries(CATEGORIES.map((category) => [`/articles/${category}`, [LIST_PAGE]])),
  '/newsletter/confirm': ['token'],
  '/newsletter/unsubscribe': ['token'],
};

/** The value as the router's search parser reads it: JSON where it parses (`2`, `2.0`), else the text. */
function asRouterReads(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * A parameter's value as the page reads it, or undefined to drop it. A page number is written the one
 * way its route reads it, so `?page=02` and `?page=2` are one page in the cache and junk is none.
 */
function keptValue(name: string, value: string): string | undefined {
  if (name !== LIST_PAGE) return value;
  const page = listPage(asRouterReads(value));
  return page === undefined ? undefined : String(page);
}

/** The address a page is rendered and cached under: its path and only the parameters it reads. */
export function pageAddress(url: URL): string {
  const query = new URLSearchParams();
  for (const name of PAGE_PARAMETERS[url.pathname] ?? []) {
    const value = url.searchParams.get(name);
    const kept = value === null ? undefined : keptValue(name, value);
    if (kept !== undefined) query.set(name, kept);
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
