/** The schemes a link in a post may lead to. */
const FOLLOWED = new Set(['http:', 'https:', 'mailto:']);
/** A redirect leading to another is looked through this many times; a longer chain leads nowhere. */
const ROUNDS = 3;

/** `google.com`, `www.google.com.et`, `google.co.uk`: Google's own search host in any country. */
function isGoogleHost(hostname: string): boolean {
  const labels = hostname.split('.');
  if (labels[0] === 'www') labels.shift();
  const [name, ...country] = labels;
  return (
    name === 'google' &&
    country.length >= 1 &&
    country.length <= 2 &&
    country.every((label) => label.length >= 2 && label.length <= 3)
  );
}

/** Where a Google redirect address sends a reader (`q`, or `url` on search results), if it is one. */
function redirectTarget(url: URL): string | null | undefined {
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !isGoogleHost(url.hostname))
    return undefined;
  if (url.pathname !== '/url') return undefined;
  return url.searchParams.get('q') || url.searchParams.get('url');
}

/**
 * A link as it should be kept: a Google redirect (`https://www.google.com/url?q=<target>&sa=…`, the
 * shape Google Docs and search results copy links in) becomes the address it leads to, so readers
 * are not sent through Google and the link still works when the redirect expires. Any other link
 * comes back as it was. Undefined for a redirect that leads to anything but a web or mail address:
 * such a link is dropped, its words kept.
 */
export function unwrapRedirectLink(href: string): string | undefined {
  // Every link of every saved body comes here: one that cannot be a Google redirect is kept as it is
  // without being parsed (a relative address would cost a thrown error each).
  const lower = href.toLowerCase();
  if (!lower.includes('google.') || !lower.includes('/url')) return href;
  let current = href;
  for (let round = 0; round <= ROUNDS; round += 1) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      // A relative address, or none: not a redirect.
      return round === 0 ? href : undefined;
    }
    const target = redirectTarget(url);
    if (target === undefined) {
      if (round === 0) return href;
      return FOLLOWED.has(url.protocol) ? url.href : undefined;
    }
    if (!target) return undefined;
    current = target;
  }
  return undefined;
}
