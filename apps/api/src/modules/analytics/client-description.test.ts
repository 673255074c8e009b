import { describe, expect, it } from 'vitest';
import { describeClient } from './client-description';

describe('describeClient', () => {
  it('names the device kind, system and browser of a phone', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    expect(describeClient(phone)).toEqual({
      device: 'mobile (Android)',
      browser: 'Chrome 124',
      deviceClass: 'mobile',
      browserName: 'Chrome',
      osName: 'Android',
      bot: false,
    });
  });

  it('describes a visit that sent no user agent as unknown instead of failing it', () => {
    expect(describeClient('')).toMatchObject({ device: 'unknown', browser: 'unknown' });
    expect(describeClient('   ')).toMatchObject({ device: 'unknown', browser: 'unknown' });
  });

  it('tells known crawlers and clients without a user agent from readers', () => {
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(describeClient(crawler).bot).toBe(true);
    expect(describeClient('').bot).toBe(true);
    const tablet =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(describeClient(tablet)).toMatchObject({ deviceClass: 'tablet', osName: 'iOS', bot: false });
  });
});
