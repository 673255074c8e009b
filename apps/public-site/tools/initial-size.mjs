// @ts-check
// Prints the gzip size of the JavaScript a first visit to `/` downloads: the entry, its static imports,
// and the home route's chunk with its static imports (lazy chunks such as the video player excluded).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const homeChunk = readdirSync(join(dist, 'assets')).find((name) => /^routes-.*\.js$/.test(name));
/** @type {Set<string>} */
const seen = new Set();

/** @param {string} file */
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) if (match[1]) visit(match[1]);
}

if (!entry) throw new Error(`no entry script in ${join(dist, 'index.html')}`);
visit(entry);
if (homeChunk) visit(homeChunk);
let total = 0;
for (const file of seen) total += gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length;
console.log(`initial JS for / : ${seen.size} files, ${(total / 1024).toFixed(1)} KiB gzip`);
