import type { AudienceDevice } from '@station/domain';
import Bowser from 'bowser';
import { isbot } from 'isbot';

export interface ClientDescription {
  device: string;
  browser: string;
  /** The audience analytics' device class, browser and system names (docs/analytics.md). */
  deviceClass: AudienceDevice;
  browserName: string;
  osName: string;
  /** A known bot or crawler (the `isbot` list), or a client that sends no user agent at all. */
  bot: boolean;
}

/** Distinct user agents remembered; readers mostly share a handful of browsers, and parsing is costly. */
const DESCRIBED_MAX = 1000;

const UNKNOWN: ClientDescription = {
  device: 'unknown',
  browser: 'unknown',
  deviceClass: 'unknown',
  browserName: '',
  osName: '',
  bot: true,
};

const DEVICE_CLASSES: Record<string, AudienceDevice> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
  tv: 'tv',
};

const described = new Map<string, ClientDescription>();

/**
 * The device and browser the visitors list shows for a user agent. Scripts and some privacy tools
 * send none, which the parser refuses; such a visit is still counted, described as unknown (and
 * counted apart from readers in the audience analytics, as no browser sends an empty user agent).
 */
export function describeClient(userAgent: string): ClientDescription {
  if (userAgent.trim() === '') return UNKNOWN;
  const known = described.get(userAgent);
  if (known) return known;
  const parsed = Bowser.parse(userAgent);
  const kind = parsed.platform.type ?? 'desktop';
  const os = parsed.os.name ? ` (${parsed.os.name})` : '';
  const major = parsed.browser.version?.split('.')[0] ?? '';
  const browser = parsed.browser.name ? `${parsed.browser.name} ${major}`.trim() : 'unknown';
  if (described.size >= DESCRIBED_MAX) described.clear();
  const description: ClientDescription = {
    device: `${kind}${os}`,
    browser,
    deviceClass: DEVICE_CLASSES[kind] ?? 'unknown',
    browserName: parsed.browser.name ?? '',
    osName: parsed.os.name ?? '',
    bot: isbot(userAgent),
  };
  described.set(userAgent, description);
  return description;
}
