// Serves a built SPA the way production does: brotli or gzip, hashed assets cached for a year as
// immutable, index.html revalidated, and every unknown path answered with index.html.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

export const serveStatic = ({ root, port }) => {
  const cache = new Map();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    const type = extname(file);
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = COMPRESSIBLE.has(type)
      ? accepts.includes('br')
        ? 'br'
        : accepts.includes('gzip')
          ? 'gzip'
          : ''
      : '';
    const key = `${file}|${encoding}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(key, encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw);
    }
    response.setHeader('content-type', TYPES[type] ?? 'application/octet-stream');
    response.setHeader(
      'cache-control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (encoding) response.setHeader('content-encoding', encoding);
    response.setHeader('vary', 'accept-encoding');
    response.end(cache.get(key));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(done)) }),
    );
  });
};
