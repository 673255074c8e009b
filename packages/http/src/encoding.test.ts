import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, preferredEncoding } from './encoding';

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

describe('encodedBody', () => {
  it('compresses an answer once per encoding and keeps the copy', () => {
    const copies = {};
    const body = JSON.stringify({ title: 'ዜና '.repeat(200) });
    const br = encodedBody(copies, body, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(encodedBody(copies, body, 'br')).toBe(br);
    expect(gunzipSync(encodedBody(copies, body, 'gzip')).toString()).toBe(body);
  });
});
