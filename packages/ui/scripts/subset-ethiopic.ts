/**
 * Cuts Noto Sans Ethiopic down to the characters Amharic uses (src/fonts/amharic-range.ts) and writes
 * the two weights the site shows into src/fonts/. Run it after upgrading @fontsource/noto-sans-ethiopic:
 * `pnpm --filter @station/ui fonts`. The output is committed, so builds never run it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { amharicCharacters } from '../src/fonts/amharic-range.ts';

const require = createRequire(import.meta.url);
const characters = amharicCharacters();

for (const weight of [400, 700]) {
  const source = require.resolve(
    `@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-${weight}-normal.woff2`,
  );
  const original = await readFile(source);
  const subset = await subsetFont(original, characters, { targetFormat: 'woff2' });
  const target = new URL(`../src/fonts/noto-sans-ethiopic-amharic-${weight}.woff2`, import.meta.url);
  await writeFile(target, subset);
  process.stdout.write(`${weight}: ${original.length} → ${subset.length} bytes\n`);
}
