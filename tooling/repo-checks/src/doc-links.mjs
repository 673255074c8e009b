// @ts-check
// The README is the front door and docs/ holds one topic a file. These keep the two honest: the
// README stays short, every relative link in them reaches a file (and the heading it names), the
// README and the docs index link every document, and every path that project-structure.md's
// feature table gives still exists, so a moved feature cannot leave the map pointing nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const README_MAX_LINES = 150;
export const FEATURE_TABLE_HEADING = '## Every feature on each layer';

/**
 * README.md and every Markdown file directly in docs/, as paths relative to `root`.
 * @param {string} root
 */
export function documentFiles(root) {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/**
 * The lines of a Markdown text outside fenced code blocks, each with its 1-based number.
 * @param {string} markdown
 */
function proseLines(markdown) {
  /** @type {{ text: string; number: number }[]} */
  const lines = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('```')) fenced = !fenced;
    else if (!fenced) lines.push({ text, number: index + 1 });
  });
  return lines;
}

/**
 * A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens.
 * @param {string} heading
 */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * Every heading's anchor in a Markdown text; a repeated heading gets -1, -2… as on GitHub.
 * @param {string} markdown
 */
export function headingAnchors(markdown) {
  /** @type {Set<string>} */
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6} (.+)$/.exec(text);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * The relative link targets of a Markdown text, outside code blocks, with their line numbers.
 * @param {string} markdown
 */
export function relativeLinks(markdown) {
  /** @type {{ target: string; line: number }[]} */
  const links = [];
  for (const { text, number } of proseLines(markdown)) {
    for (const match of text.matchAll(/\]\(([^()\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      links.push({ target, line: number });
    }
  }
  return links;
}

/**
 * Every relative link in `files` that leads to no file, or to no heading of the file it names.
 * @param {string} root
 * @param {string[]} files
 */
export function brokenLinks(root, files) {
  /** @type {Map<string, Set<string>>} */
  const anchorsOf = new Map();
  /** @param {string} path */
  const anchorsIn = (path) => {
    let anchors = anchorsOf.get(path);
    if (!anchors) {
      anchors = headingAnchors(readFileSync(path, 'utf8'));
      anchorsOf.set(path, anchors);
    }
    return anchors;
  };
  /** @type {string[]} */
  const problems = [];
  for (const file of files) {
    const source = join(root, file);
    for (const { target, line } of relativeLinks(readFileSync(source, 'utf8'))) {
      const [pathPart = '', anchor] = target.split('#');
      const path = pathPart === '' ? source : join(dirname(source), decodeURI(pathPart));
      const where = `${file}:${line}`;
      if (!existsSync(path)) {
        problems.push(`${where}: ${target} leads to no file`);
      } else if (anchor && path.endsWith('.md') && !anchorsIn(path).has(anchor)) {
        problems.push(`${where}: ${relative(root, path)} has no heading #${anchor}`);
      }
    }
  }
  return problems;
}

/**
 * The documents in docs/ that a Markdown file (the README, the docs index) does not link to.
 * @param {string} root
 * @param {string} file
 */
export function unlinkedDocuments(root, file) {
  const source = join(root, file);
  const linked = new Set(
    relativeLinks(readFileSync(source, 'utf8')).map(({ target }) =>
      relative(root, join(dirname(source), target.split('#')[0] ?? '')),
    ),
  );
  return documentFiles(root).filter((doc) => doc.startsWith('docs/') && doc !== file && !linked.has(doc));
}

/**
 * The paths (a code span holding a `/`) in the rows of the feature table of project-structure.md.
 * @param {string} markdown
 */
export function featureTablePaths(markdown) {
  const lines = proseLines(markdown);
  const start = lines.findIndex(({ text }) => text === FEATURE_TABLE_HEADING);
  if (start === -1) return [];
  /** @type {string[]} */
  const paths = [];
  for (const { text } of lines.slice(start + 1)) {
    if (text.startsWith('#')) break;
    if (!text.startsWith('|') || text.startsWith('|---') || text.startsWith('| Feature |')) continue;
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      const path = match[1] ?? '';
      if (path.includes('/')) paths.push(path);
    }
  }
  return paths;
}

/**
 * The feature table's paths that do not exist under `root`.
 * @param {string} root
 * @param {string} markdown
 */
export function missingFeaturePaths(root, markdown) {
  return featureTablePaths(markdown).filter((path) => !existsSync(join(root, path)));
}
