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
