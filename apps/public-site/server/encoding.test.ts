import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding';

describe('preferredEncoding', () => {
  it('prefers brotli, falls back to gzip, and sends plain bytes to a client that takes neither', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('reads q=0 as a refusal', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });
});
