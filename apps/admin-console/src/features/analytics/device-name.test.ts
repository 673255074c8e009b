import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from '~/lib/i18n';
import { browserName, deviceName } from './device-name';

async function visitorsWords(language: 'en' | 'am') {
  const i18n = createI18n();
  await loadLanguage(i18n, language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('analytics');
  return i18n.getFixedT(language, 'analytics');
}

describe('a visitor’s device and browser', () => {
  it('read in Amharic in the Amharic console, the system’s name kept', async () => {
    const t = await visitorsWords('am');
    expect(deviceName('mobile (Android)', t)).toBe('ስልክ (Android)');
    expect(deviceName('desktop (Windows)', t)).toBe('ኮምፒውተር (Windows)');
    expect(deviceName('unknown', t)).toBe('ያልታወቀ');
    expect(browserName('unknown', t)).toBe('ያልታወቀ');
    expect(browserName('Chrome 120', t)).toBe('Chrome 120');
  });

  it('read in English in the English console, and as stored when the kind is new', async () => {
    const t = await visitorsWords('en');
    expect(deviceName('tablet (iOS)', t)).toBe('Tablet (iOS)');
    expect(deviceName('watch', t)).toBe('watch');
  });
});
