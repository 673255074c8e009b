/**
 * The site's settings, read at run time so that one build serves every environment: the page server
 * writes them into each page (see server/page-template.ts), and a copy of dist/ served without it reads
 * them from `/config.json` beside index.html.
 */
export interface SiteConfig {
  /** Where the browser calls the API: a path on the site's own origin (`/api/`) or an absolute address. */
  apiUrl: string;
  recentVideosUrl: string;
  social: { youtube: string; facebook: string; telegram: string };
  /** `addressAm`: the address in Amharic, for readers in Amharic; empty when the station gave none. */
  contact: { email: string; phones: string[]; address: string; addressAm?: string };
  mapEmbedUrl: string;
  /** The site's public address (PUBLIC_SITE_URL, no trailing slash), for links shared elsewhere. */
  siteUrl?: string;
}

/** The id of the JSON block that carries the settings in a page. */
export const SITE_CONFIG_ID = 'station-config';

/** Where a static copy of the site keeps its settings. */
export const SITE_CONFIG_FILE = '/config.json';

let current: SiteConfig | undefined;

const STRINGS = ['apiUrl', 'recentVideosUrl', 'mapEmbedUrl'] as const;
const GROUPS = { social: ['youtube', 'facebook', 'telegram'], contact: ['email', 'address'] } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the shape by hand rather than with zod, which would add a sixth of the site's script to the
 * first load. The values themselves were checked by the server that wrote them.
 */
export function parseSiteConfig(value: unknown): SiteConfig {
  const missing: string[] = [];
  if (!isRecord(value)) throw new Error('The site settings are not a JSON object');
  for (const key of STRINGS) if (typeof value[key] !== 'string') missing.push(key);
  for (const [group, keys] of Object.entries(GROUPS)) {
    const part = value[group];
    for (const key of keys)
      if (!isRecord(part) || typeof part[key] !== 'string') missing.push(`${group}.${key}`);
  }
  const phones = isRecord(value.contact) ? value.contact.phones : undefined;
  if (!Array.isArray(phones) || !phones.every((phone) => typeof phone === 'string')) {
    missing.push('contact.phones');
  }
  if (missing.length > 0) throw new Error(`The site settings lack ${missing.join(', ')}`);
  return value as unknown as SiteConfig;
}

/** The settings the page server wrote into the page, if it did. */
export function readSiteConfig(doc: Document): SiteConfig | undefined {
  const text = doc.getElementById(SITE_CONFIG_ID)?.textContent;
  return text ? parseSiteConfig(JSON.parse(text)) : undefined;
}

/** Called once before the first render or API call: the page's settings, else `/config.json`'s. */
export async function loadSiteConfig(doc: Document, fetchFile: typeof fetch = fetch): Promise<SiteConfig> {
  let config = readSiteConfig(doc);
  if (!config) {
    const response = await fetchFile(SITE_CONFIG_FILE, { cache: 'no-cache' });
    if (!response.ok)
      throw new Error(`The site has no settings: ${SITE_CONFIG_FILE} answered ${response.status}`);
    config = parseSiteConfig(await response.json());
  }
  current = config;
  return config;
}

/** The server's own copy, set at start; its `apiUrl` is the address the server itself calls. */
export function setSiteConfig(config: SiteConfig): void {
  current = config;
}

export function siteConfig(): SiteConfig {
  if (!current) throw new Error('The site settings are read before they were loaded');
  return current;
}
