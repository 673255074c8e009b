/** Longer than any address of the site; past it, input is not worth reading. */
export const SAME_SITE_PATH_MAX = 2_048;
/** Rounds of percent-decoding looked through: a path still encoded after them is not a real one. */
const DECODE_ROUNDS = 3;
/** Any base does: only the path, query and fragment of the result are used. */
const BASE = 'http://same-site.invalid';

/** C0 controls and DEL: browsers drop tabs and newlines from addresses, so `/\t/evil` becomes `//evil`. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** What a lenient reader (a proxy, a framework, a browser) may take the text to be, or undefined. */
function decoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** The path part with `.` and `..` resolved, keeping empty segments (they are what `//` is made of). */
function withoutDotSegments(path: string): string {
  const kept: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment === '.') continue;
    if (segment === '..') kept.pop();
    else kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

/** One leading slash, then anything but another: `//host` and `/\host` name another site. */
const isLocal = (path: string) => path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';

/**
 * `input` as an address on this site (path, query and fragment), or `fallback` when it is anything
 * else or could be read as anything else: another host however it is written (`//`, `/\`, `/./`,
 * percent-encoded, several times over), a scheme, a control character, or more than
 * SAME_SITE_PATH_MAX characters. Every redirect and link a server builds from input goes through it.
 */
export function sameSitePath(input: string | null | undefined, fallback = '/'): string {
  if (typeof input !== 'string' || input.length > SAME_SITE_PATH_MAX || hasControl(input)) return fallback;
  // Only the path can name another host; the query may hold any text, a lone `%` included.
  const seen = decoded(input.split(/[?#]/, 1)[0] ?? '');
  if (seen === undefined || hasControl(seen)) return fallback;
  const path = seen.replaceAll('\\', '/').split(/[?#]/, 1)[0] ?? '';
  if (!isLocal(input.replaceAll('\\', '/')) || !isLocal(withoutDotSegments(path))) return fallback;
  let url: URL;
  try {
    url = new URL(input, BASE);
  } catch {
    return fallback;
  }
  const result = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && isLocal(result) && result.length <= SAME_SITE_PATH_MAX ? result : fallback;
}
