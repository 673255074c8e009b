import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Compressed copies of one answer, made on first request and kept beside it. */
export type EncodedCopies = Partial<Record<Encoding, Buffer>>;

/** Whether an Accept-Encoding header allows `coding`; `q=0` is a refusal, not a low preference. */
function allows(header: string, coding: Encoding): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== coding) continue;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  }
  return false;
}

/** Brotli where the client takes it (every current browser over HTTPS and on loopback), else gzip. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (allows(header, 'br')) return 'br';
  return allows(header, 'gzip') ? 'gzip' : undefined;
}

/**
 * `body` in `encoding`, compressed once and kept in `copies`, so an answer served from memory to many
 * readers is compressed once per encoding rather than once per reader.
 */
export function encodedBody(copies: EncodedCopies, body: Buffer | string, encoding: Encoding): Buffer {
  copies[encoding] ??=
    encoding === 'br'
      ? // Quality 5: a page of posts or of HTML in about a millisecond, close to gzip -9 in size.
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body);
  return copies[encoding];
}
