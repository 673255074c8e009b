import {
  AUDIENCE_DEVICES,
  AUDIENCE_LANGUAGES,
  AUDIENCE_SOURCES,
  AUDIENCE_TARGET_KINDS,
  type AudienceSource,
  type AudienceTargetKind,
  CATEGORIES,
  type ViewIncreaseQuery,
} from '@station/domain';
import type { ClientDescription } from './client-description';

/**
 * What one counted page adds to a visit counter's hit for the audience analytics; record_views
 * (views/record-views.sql.ts) reads these fields by name. Strings are resolved to analytics_names ids
 * in the database; `client` is hashed there with the day's salt and never stored.
 */
export interface AudienceHit {
  /** false when the reader asked not to be followed and the station respects it: no event at all. */
  counted: boolean;
  /** When the page was counted; its day (in Addis Ababa) is the salt's. */
  at: string;
  salt_day: string;
  client: string;
  target_kind: number;
  target_ref: string;
  source: number;
  referrer: string;
  utm_source: string;
  utm_campaign: string;
  device_class: number;
  browser_name: string;
  os_name: string;
  lang: number;
  bot: boolean;
}

/** Africa/Addis_Ababa keeps UTC+3 all year: its day is the UTC day of three hours later. */
const ADDIS_OFFSET_MS = 3 * 3_600_000;
export const addisDay = (at: Date): string =>
  new Date(at.getTime() + ADDIS_OFFSET_MS).toISOString().slice(0, 10);

/** Ids in the public site's addresses; a fixed-length pattern, so it cannot backtrack. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The site's own pages, named as they are; any other address is counted as `other`. */
const KNOWN_PAGES = new Set([
  '/',
  '/articles',
  '/search',
  '/contact',
  '/about-us',
  '/jeilu-sc',
  '/jemals-view',
]);
const CATEGORY_NAMES = new Set<string>(CATEGORIES);

function targetOf(query: ViewIncreaseQuery): { kind: AudienceTargetKind; ref: string } {
  if (query.articleId) return { kind: 'article', ref: query.articleId.toLowerCase() };
  const path = query.path ?? '/';
  const [, first = '', second = ''] = path.toLowerCase().split('/', 3);
  if (first === 'article' && UUID.test(second)) return { kind: 'article', ref: second };
  if (first === 'articles' && CATEGORY_NAMES.has(second)) return { kind: 'category', ref: second };
  if (first === 'program' && UUID.test(second)) return { kind: 'program', ref: second };
  if (path === '/live') return { kind: 'live', ref: '' };
  return { kind: 'page', ref: KNOWN_PAGES.has(path) ? path : 'other' };
}

/** Longest host name DNS allows; anything longer is not a site a reader came from. */
const HOST_MAX = 253;

/** The referring site's host, without `www.`; '' when there is none or it is not a web address. */
export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return '';
  const url = URL.parse(referrer);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return '';
  const host = url.hostname.toLowerCase();
  if (host.length > HOST_MAX) return '';
  return host.startsWith('www.') ? host.slice(4) : host;
}

const within = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/** Search engines are named by a label (google.com.et, google.co.uk) or by their search host. */
const SEARCH_LABELS = new Set(['google', 'bing', 'yandex', 'duckduckgo', 'baidu', 'ecosia', 'qwant']);
const SEARCH_HOSTS = ['search.yahoo.com', 'search.brave.com', 'startpage.com'];
const TELEGRAM = ['t.me', 'telegram.me', 'telegram.org', 'telegram.dog'];
const FACEBOOK = ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'];
const WHATSAPP = ['whatsapp.com', 'wa.me', 'whatsapp.net'];
/** The `utm_source` values the station's own links carry, and what readers' apps commonly add. */
const UTM_SOURCES: Record<string, AudienceSource> = {
  newsletter: 'newsletter',
  email: 'newsletter',
  telegram: 'telegram',
  facebook: 'facebook',
  fb: 'facebook',
  whatsapp: 'whatsapp',
};

export function sourceOf(host: string, utmSource: string, siteHost: string): AudienceSource {
  const tagged = UTM_SOURCES[utmSource];
  if (tagged) return tagged;
  if (host === '') return 'direct';
  if (host === siteHost) return 'internal';
  if (host.split('.').some((label) => SEARCH_LABELS.has(label)) || within(host, SEARCH_HOSTS))
    return 'search';
  if (within(host, TELEGRAM)) return 'telegram';
  if (within(host, FACEBOOK)) return 'facebook';
  if (within(host, WHATSAPP)) return 'whatsapp';
  return 'other';
}

export interface AudienceRequest {
  query: ViewIncreaseQuery;
  /** The address already anonymised (IPv4 /24, IPv6 /48). */
  anonymisedIp: string;
  userAgent: string;
  client: ClientDescription;
  /** The reader sent `DNT: 1` or `Sec-GPC: 1` and the station respects it. */
  optedOut: boolean;
  /** The public site's host, so a link from one of its own pages is told from another site's. */
  siteHost: string;
}

const code = <T extends string>(list: readonly T[], value: T) => list.indexOf(value);

export function audienceHit(
  { query, anonymisedIp, userAgent, client, optedOut, siteHost }: AudienceRequest,
  now: Date,
): AudienceHit {
  const target = targetOf(query);
  const host = referrerHost(query.referrer);
  const utmSource = (query.utmSource ?? '').trim().toLowerCase();
  const utmCampaign = (query.utmCampaign ?? '').trim().toLowerCase();
  const source = sourceOf(host, utmSource, siteHost);
  return {
    counted: !optedOut,
    at: now.toISOString(),
    salt_day: addisDay(now),
    client: `${anonymisedIp}\n${userAgent}`,
    target_kind: code(AUDIENCE_TARGET_KINDS, target.kind),
    target_ref: target.ref,
    source: code(AUDIENCE_SOURCES, source),
    // Only another site is named: the site's own address and the direct visit add no name.
    referrer: source === 'internal' ? '' : host,
    utm_source: utmSource,
    utm_campaign: utmCampaign,
    device_class: code(AUDIENCE_DEVICES, client.deviceClass),
    browser_name: client.browserName,
    os_name: client.osName,
    lang: code(AUDIENCE_LANGUAGES, query.lang ?? 'unknown'),
    bot: client.bot,
  };
}
