// @ts-check
// Comments cite the product spec and the security reference by section ("spec §2", "SECURITY.md §3",
// "SECURITY.md case 24"). Both documents live in docs/; this finds every citation that names a
// section or case the documents do not have, so a renumbered document cannot leave code pointing
// nowhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.turbo',
  'test-results',
  'playwright-report',
]);

/** @typedef {'spec' | 'security'} DocumentName */

/** @type {Record<DocumentName, string>} */
export const DOCUMENTS = {
  spec: 'docs/product-spec.md',
  security: 'docs/SECURITY.md',
};

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/**
 * The numbers of a document's `## N.` sections and of its table rows `| N |` (the security cases).
 * @param {string} markdown
 */
export function documentAnchors(markdown) {
  const sections = new Set([...markdown.matchAll(/^## (\d+)\./gm)].map((match) => match[1] ?? ''));
  const cases = new Set([...markdown.matchAll(/^\| (\d+) \|/gm)].map((match) => match[1] ?? ''));
  return { sections, cases };
}

/**
 * The citations on one line: which document, and the sections and cases it names.
 * @param {string} line
 * @returns {{ document: DocumentName | undefined; sections: string[]; cases: string[] } | undefined}
 */
export function citationsIn(line) {
  const security = /SECURITY/.test(line);
  const spec = /\bspec\b|product spec/i.test(line);
  const sections = [...line.matchAll(/§\s?(\d+)/g)].map((match) => match[1] ?? '');
  const cases = security ? [...line.matchAll(/\bcases? (\d+)/g)].map((match) => match[1] ?? '') : [];
  if (sections.length === 0 && cases.length === 0) return undefined;
  return { document: security ? 'security' : spec ? 'spec' : undefined, sections, cases };
}

/**
 * Every citation in the tree under `root` that does not resolve, as `file:line: reason`.
 * @param {string} root
 * @param {string[]} folders
 */
export function unresolvedCitations(root, folders) {
  /** @param {DocumentName} name */
  const anchorsOf = (name) => documentAnchors(readFileSync(join(root, DOCUMENTS[name]), 'utf8'));
  const anchors = { spec: anchorsOf('spec'), security: anchorsOf('security') };
  /** @type {string[]} */
  const problems = [];
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const citation = citationsIn(line);
          if (!citation) return;
          const where = `${relative(root, file)}:${index + 1}`;
          if (!citation.document) {
            problems.push(`${where}: a § with no document named (write "spec §N" or "SECURITY.md §N")`);
            return;
          }
          const { sections, cases } = anchors[citation.document];
          for (const section of citation.sections.filter((number) => !sections.has(number))) {
            problems.push(`${where}: ${DOCUMENTS[citation.document]} has no section ${section}`);
          }
          for (const number of citation.cases.filter((number) => !cases.has(number))) {
            problems.push(`${where}: ${DOCUMENTS[citation.document]} has no case ${number}`);
          }
        });
    }
  }
  return problems;
}
