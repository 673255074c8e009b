import { describe, expect, it } from 'vitest';
import { describeClient } from './client-description';

describe('describeClient', () => {
  it('names the device kind, system and browser of a phone', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    expect(describeClient(phone)).toEqual({ device: 'mobile (Android)', browser: 'Chrome 124' });
  });

  it('describes a visit that sent no user agent as unknown instead of failing it', () => {
    expect(describeClient('')).toEqual({ device: 'unknown', browser: 'unknown' });
    expect(describeClient('   ')).toEqual({ device: 'unknown', browser: 'unknown' });
  });
});
