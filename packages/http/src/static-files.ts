import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './encoding';

/** The content type of each kind of file an app's build holds; anything else is sent as bytes. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json']);
// The build's own files: the page template and the manifest are read by the server, which answers
// with the template filled in, never as it is on disk.
const PRIVATE = new Set(['index.html', '.vite']);

export interface StaticFile {
  type: string;
  /** Hashed names never change content, so browsers may keep them for good. */
  immutable: boolean;
  bodies: Partial<Record<Encoding | 'identity', Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (PRIVATE.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Every file of a built app, read and compressed once at start: an app is a few megabytes, and
 * answering from memory means no request can name a path outside it. Shared by the public site's page
 * server and the console's server.
 *
 * One compression at a time: brotli's best quality takes tens of megabytes of scratch memory, and run
 * side by side on the thread pool each thread's allocator keeps its share for the life of the process.
 */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const path of listFiles(root)) {
    const extension = extname(path);
    const raw = readFileSync(path);
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    const bodies: StaticFile['bodies'] = { identity: raw };
    if (COMPRESSIBLE.has(extension)) {
      bodies.br = await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      bodies.gzip = await gzipAsync(raw, { level: 9 });
    }
    files.set(urlPath, {
      type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      immutable: urlPath.startsWith('/assets/'),
      bodies,
    });
  }
  return files;
}
