import { sameSitePath } from '@station/domain/same-site-path';

/**
 * Where an address ending in `/` (`/about-us/`) is sent: the same address without its trailing
 * slashes, its query kept; undefined for the home page and every address without one. Always a path
 * on this site: a path that could be read as another host sends the reader home instead.
 */
export function withoutTrailingSlash(url: URL): string | undefined {
  const { pathname } = url;
  let end = pathname.length;
  while (end > 1 && pathname.charAt(end - 1) === '/') end -= 1;
  if (end === pathname.length) return undefined;
  return sameSitePath(`${pathname.slice(0, end)}${url.search}`);
}
