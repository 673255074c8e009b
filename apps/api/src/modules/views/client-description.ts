import Bowser from 'bowser';

export interface ClientDescription {
  device: string;
  browser: string;
}

/** Distinct user agents remembered; readers mostly share a handful of browsers, and parsing is costly. */
const DESCRIBED_MAX = 1000;

const UNKNOWN: ClientDescription = { device: 'unknown', browser: 'unknown' };

const described = new Map<string, ClientDescription>();

/**
 * The device and browser the visitors list shows for a user agent. Scripts and some privacy tools
 * send none, which the parser refuses; such a visit is still counted, described as unknown.
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
  const description = { device: `${kind}${os}`, browser };
  described.set(userAgent, description);
  return description;
}
