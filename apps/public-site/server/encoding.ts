export type Encoding = 'br' | 'gzip';

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

/** Brotli where the browser takes it (every current one over HTTPS and on loopback), else gzip. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (allows(header, 'br')) return 'br';
  return allows(header, 'gzip') ? 'gzip' : undefined;
}
