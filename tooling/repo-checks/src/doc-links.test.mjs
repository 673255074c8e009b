// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brokenLinks,
  documentFiles,
  FEATURE_TABLE_HEADING,
  featureTablePaths,
  headingAnchors,
  missingFeaturePaths,
  README_MAX_LINES,
  relativeLinks,
  slug,
  unlinkedDocuments,
} from './doc-links.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
/** @param {string} path */
const read = (path) => readFileSync(join(root, path), 'utf8');

describe('the README and docs/', () => {
  it(`keep the README the front door: at most ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('link every document from the README and from the docs index', () => {
    expect(unlinkedDocuments(root, 'README.md')).toEqual([]);
    expect(unlinkedDocuments(root, 'docs/README.md')).toEqual([]);
  });

  it('have no relative link that leads to no file or to no heading', () => {
    expect(brokenLinks(root, documentFiles(root))).toEqual([]);
  });

  it("list only paths that exist in project-structure.md's feature table", () => {
    const markdown = read('docs/project-structure.md');
    expect(featureTablePaths(markdown)).toContain('apps/public-site/server/page-cache.ts');
    expect(missingFeaturePaths(root, markdown)).toEqual([]);
  });
});

describe('missingFeaturePaths', () => {
  it('names a path of the feature table that is not in the tree', () => {
    const markdown = [
      FEATURE_TABLE_HEADING,
      '',
      '| Feature | Domain | API |',
      '|---|---|---|',
      '| Contact | `packages/domain/src/contact` | `apps/api/src/modules/contact-form` (`send`) |',
      '',
      '## Next',
      '| Other | `apps/api/src/modules/not-in-the-table` |',
    ].join('\n');
    expect(featureTablePaths(markdown)).toEqual([
      'packages/domain/src/contact',
      'apps/api/src/modules/contact-form',
    ]);
    expect(missingFeaturePaths(root, markdown)).toEqual(['apps/api/src/modules/contact-form']);
  });
});

describe('slug and headingAnchors', () => {
  it('write anchors as GitHub does, repeated headings numbered, code blocks skipped', () => {
    expect(slug("The public site's page server")).toBe('the-public-sites-page-server');
    expect(slug('What `npm test` runs')).toBe('what-npm-test-runs');
    expect(slug('12. Backups')).toBe('12-backups');
    expect(slug('Rotating JWT_SECRET')).toBe('rotating-jwt_secret');
    expect(slug('ፍለጋ በአማርኛ')).toBe('ፍለጋ-በአማርኛ');
    const anchors = headingAnchors('# Title\n## Notes\n```sh\n# not a heading\n```\n### Notes\n');
    expect([...anchors]).toEqual(['title', 'notes', 'notes-1']);
  });
});

describe('relativeLinks', () => {
  it('finds relative links with their lines, and leaves addresses and code blocks out', () => {
    const markdown = [
      'See [the API](docs/api.md#errors) and [deploy/](deploy).',
      '[site](https://example.et/) [mail](mailto:info@example.et) [here](#top)',
      '```',
      '[not a link](nowhere.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      { target: 'docs/api.md#errors', line: 1 },
      { target: 'deploy', line: 1 },
      { target: '#top', line: 2 },
    ]);
  });
});

describe('brokenLinks', () => {
  it('names a link to a missing file and to a missing heading', () => {
    const problems = brokenLinks(join(import.meta.dirname, 'fixtures'), ['broken-links.md']);
    expect(problems).toEqual([
      'broken-links.md:3: gone.md leads to no file',
      'broken-links.md:4: broken-links.md has no heading #no-such-heading',
    ]);
  });
});
