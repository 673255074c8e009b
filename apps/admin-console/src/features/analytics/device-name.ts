import type { TFunction } from 'i18next';

/** The API's word for a browser or device it could not name. */
const UNKNOWN = 'unknown';

/**
 * A device as stored ("mobile (Android)") in the console's language: the kind translated, the
 * system's own name kept; a kind the console has no word for reads as stored.
 */
export function deviceName(device: string, t: TFunction<'analytics'>): string {
  const cut = device.indexOf(' (');
  const kind = cut === -1 ? device : device.slice(0, cut);
  const system = cut === -1 ? '' : device.slice(cut);
  return `${t(`visitors.devices.${kind}`, { defaultValue: kind })}${system}`;
}

/** A browser by its own name and version, or the console's word when the visit named none. */
export const browserName = (browser: string, t: TFunction<'analytics'>): string =>
  browser === UNKNOWN ? t('visitors.unknownBrowser') : browser;
