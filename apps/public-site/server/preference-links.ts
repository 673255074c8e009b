import type { ServerResponse } from 'node:http';
import { sameSitePath } from '@station/domain/same-site-path';
import { isLanguage, languageCookie } from '../src/lib/language';
import { dataSaverCookie } from '../src/lib/reader';

/** The reader's choices that work as plain links: each address, and the cookie a valid value sets. */
const PREFERENCES: Record<string, (value: string | null, secure: boolean) => string | undefined> = {
  '/language': (value, secure) => (isLanguage(value) ? languageCookie(value, { secure }) : undefined),
  '/data-saver': (value, secure) =>
    value === 'on' || value === 'off' ? dataSaverCookie(value === 'on', { secure }) : undefined,
};

export const isPreferenceLink = (path: string) => Object.hasOwn(PREFERENCES, path);

/**
 * `GET /language?set=am&back=/articles` and `GET /data-saver?set=on&back=…`: choices that work before
 * the scripts arrive (and without them). Each keeps the choice in the cookie the pages are drawn from
 * and sends the reader back to the page they were on; never cached, since it answers with a cookie.
 */
export function answerPreferenceLink(
  url: URL,
  response: ServerResponse,
  headers: Readonly<Record<string, string>>,
  { secureCookies }: { secureCookies: boolean },
): void {
  const cookie = PREFERENCES[url.pathname]?.(url.searchParams.get('set'), secureCookies);
  response.writeHead(303, {
    ...headers,
    location: sameSitePath(url.searchParams.get('back')),
    'cache-control': 'no-store',
    ...(cookie ? { 'set-cookie': cookie } : {}),
  });
  response.end();
}
