import { defaultRequestLogEvery } from '@station/http/request-log';
import { originsOf } from '@station/security-headers';
import { DEMO_SITE } from '../src/config/defaults';
import type { SiteConfig } from '../src/config/site-config';

/** A setting the page server cannot start with; its message is the one line an operator reads. */
export class SettingError extends Error {}

type Source = Record<string, string | undefined>;

/** Where the server calls the API outside production when nothing says otherwise (`pnpm dev`'s API). */
const LOCAL_API = 'http://localhost:3000/api/';

/** Every problem found, so that one start names them all (on one line) rather than one per attempt. */
type Problems = string[];

function integer(
  source: Source,
  problems: Problems,
  key: string,
  [fallback, min, max]: [number, number, number],
): number {
  const raw = source[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${key} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

const isAbsolute = (value: string) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value);
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * A text setting: required in production, the demo station's value elsewhere. `check` says what a
 * valid value looks like, in the words of the error line.
 */
function text(
  source: Source,
  problems: Problems,
  key: string,
  {
    production,
    fallback,
    check,
  }: { production: boolean; fallback: string; check?: [(v: string) => boolean, string] },
): string {
  const raw = source[key]?.trim();
  if (!raw) {
    if (production) problems.push(`${key} is required in production`);
    return fallback;
  }
  if (check && !check[0](raw)) problems.push(`${key} must be ${check[1]}, got "${raw}"`);
  return raw;
}

const URL_CHECK: [(v: string) => boolean, string] = [isAbsolute, 'an http(s) address'];

/**
 * The page server's settings, read once at start. In production every public setting must be given
 * (a build carries none, and a demo contact on a real station is worse than not starting); elsewhere
 * the demo station's values fill in. Bad values throw one SettingError naming each.
 */
export function readServerEnv(source: Source = process.env) {
  const production = source.NODE_ENV === 'production';
  const problems: Problems = [];
  const publicApiUrl = source.PUBLIC_API_URL?.trim() || '/api/';
  if (!isAbsolute(publicApiUrl) && !publicApiUrl.startsWith('/')) {
    problems.push(`PUBLIC_API_URL must be a path such as /api/ or an http(s) address, got "${publicApiUrl}"`);
  }
  const apiUrl = text(source, problems, 'API_URL', {
    production,
    // Outside production the browser's address serves the server too when it is absolute (the journeys).
    fallback: isAbsolute(publicApiUrl) ? publicApiUrl : LOCAL_API,
    check: URL_CHECK,
  });
  let imageOrigins: string[] = [];
  try {
    imageOrigins = originsOf(source.IMAGE_ORIGINS);
  } catch (error) {
    problems.push(`IMAGE_ORIGINS must list http(s) addresses: ${(error as Error).message}`);
  }
  const phones = text(source, problems, 'SITE_CONTACT_PHONES', {
    production,
    fallback: DEMO_SITE.contact.phones.join(','),
  })
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean);
  const site: SiteConfig = {
    apiUrl: publicApiUrl,
    recentVideosUrl: text(source, problems, 'SITE_RECENT_VIDEOS_URL', {
      production,
      fallback: DEMO_SITE.recentVideosUrl,
      check: URL_CHECK,
    }),
    social: {
      youtube: text(source, problems, 'SITE_YOUTUBE_URL', {
        production,
        fallback: DEMO_SITE.social.youtube,
        check: URL_CHECK,
      }),
      facebook: text(source, problems, 'SITE_FACEBOOK_URL', {
        production,
        fallback: DEMO_SITE.social.facebook,
        check: URL_CHECK,
      }),
      telegram: text(source, problems, 'SITE_TELEGRAM_URL', {
        production,
        fallback: DEMO_SITE.social.telegram,
        check: URL_CHECK,
      }),
    },
    contact: {
      email: text(source, problems, 'SITE_CONTACT_EMAIL', {
        production,
        fallback: DEMO_SITE.contact.email,
        check: [isEmail, 'an email address'],
      }),
      phones,
      address: text(source, problems, 'SITE_CONTACT_ADDRESS', {
        production,
        fallback: DEMO_SITE.contact.address,
      }),
      // Optional: without it, readers in Amharic see the address as SITE_CONTACT_ADDRESS gives it.
      addressAm: source.SITE_CONTACT_ADDRESS_AM?.trim() || (production ? '' : DEMO_SITE.contact.addressAm),
    },
    mapEmbedUrl: text(source, problems, 'SITE_MAP_EMBED_URL', {
      production,
      fallback: DEMO_SITE.mapEmbedUrl,
      check: URL_CHECK,
    }),
  };
  const share = {
    /** The site's own public address: share tags, the canonical link and structured data are absolute. */
    siteUrl: text(source, problems, 'PUBLIC_SITE_URL', {
      production,
      fallback: 'http://localhost:4173',
      check: URL_CHECK,
    }).replace(/\/$/, ''),
    siteName: text(source, problems, 'SITE_NAME', { production, fallback: 'Station TV' }),
  };
  const settings = {
    /** The browser's build to serve; by default the dist/ beside this server's own folder. */
    siteDir: source.SITE_DIR || undefined,
    port: integer(source, problems, 'PORT', [4173, 0, 65_535]),
    host: source.HOST || '127.0.0.1',
    /** Where this server calls the API (loopback or the private network), whatever browsers call. */
    apiUrl,
    /** Origins pictures may come from besides the API's (a CDN in front of the uploads). */
    imageOrigins,
    /** What the browser is handed: the public settings, with the API address browsers call. */
    site,
    share,
    /** The reader's cookies (language, data saver) go only over https when the site is served over it. */
    secureCookies: /^https:/i.test(share.siteUrl),
    /** After this the reader gets the page their browser draws, rather than wait for the server. */
    renderTimeoutMs: integer(source, problems, 'RENDER_TIMEOUT_MS', [2_000, 100, 30_000]),
    /** Writes drop drawn pages; this bounds what none announces (view counts, what is on air now). */
    pageCacheMs: integer(source, problems, 'PAGE_CACHE_MS', [60_000, 0, 3_600_000]),
    /** What the rendered pages kept in memory may weigh at most, in MiB of HTML. */
    pageCacheBytes: integer(source, problems, 'PAGE_CACHE_MB', [32, 1, 1_024]) * 1024 * 1024,
    /** One ordinary request in this many gets an access line (0: none); failures and slow ones always do. */
    logRequestEvery: integer(source, problems, 'LOG_REQUEST_EVERY', [
      defaultRequestLogEvery(production),
      0,
      1_000_000,
    ]),
  };
  if (problems.length > 0) throw new SettingError(problems.join('; '));
  return settings;
}

export type ServerEnv = ReturnType<typeof readServerEnv>;
