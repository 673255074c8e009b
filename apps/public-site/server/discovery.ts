/**
 * The site's addresses for feed readers and crawlers, answered by the API's feeds (which keep them
 * until the content changes): RSS for all news and per category, both sitemaps, and robots.txt.
 */
const ROUTES: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\/rss\.xml$/, () => 'feeds/rss.xml'],
  // Category keys are lower-case words joined by `_` (`jemals_view`); the API knows which exist.
  [/^\/articles\/([a-z_-]{1,30})\/rss\.xml$/, (match) => `feeds/category/${match[1]}/rss.xml`],
  [/^\/sitemap\.xml$/, () => 'feeds/sitemap.xml'],
  [/^\/news-sitemap\.xml$/, () => 'feeds/news-sitemap.xml'],
  [/^\/robots\.txt$/, () => 'feeds/robots.txt'],
];
const PASSED_ON = ['content-type', 'cache-control', 'etag'];
const TIMEOUT_MS = 10_000;

export interface DiscoveryAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The API path behind a site path, or undefined for every other address. */
export function discoveryPath(path: string): string | undefined {
  for (const [pattern, target] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return target(match);
  }
  return undefined;
}

export type Discovery = (
  path: string,
  ifNoneMatch: string | undefined,
) => Promise<DiscoveryAnswer | undefined>;

export function createDiscovery(apiUrl: string, doFetch: typeof fetch = fetch): Discovery {
  return async (path, ifNoneMatch) => {
    const target = discoveryPath(path);
    if (!target) return undefined;
    const response = await doFetch(new URL(target, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`), {
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const headers: Record<string, string> = {};
    for (const name of PASSED_ON) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  };
}
