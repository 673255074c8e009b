// @ts-check
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsIn, documentAnchors, unresolvedCitations } from './doc-references.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

describe('references to docs/', () => {
  it('resolve everywhere in the code', () => {
    // This folder is left out: its tests cite sections that do not exist on purpose.
    const folders = [
      'apps',
      'packages',
      'bench',
      'scripts',
      'tooling/playwright',
      'tooling/security-headers',
    ];
    expect(unresolvedCitations(root, folders)).toEqual([]);
  });
});

describe('citationsIn', () => {
  it('reads the document, every section and the security cases of a line', () => {
    expect(citationsIn('/** Full-screen player (spec §2, §4). */')).toEqual({
      document: 'spec',
      sections: ['2', '4'],
      cases: [],
    });
    expect(citationsIn(' * SECURITY.md case 24: markup typed into a title')).toEqual({
      document: 'security',
      sections: [],
      cases: ['24'],
    });
    expect(citationsIn('// see §3')?.document).toBeUndefined();
    expect(citationsIn('const plain = 1;')).toBeUndefined();
  });
});

describe('documentAnchors', () => {
  it('finds numbered sections and numbered table rows, and nothing else', () => {
    const { sections, cases } = documentAnchors(
      '# Title\n## 2. Screens\n### 2a. Sub\n| 7 | case |\n| # | head |\n',
    );
    expect([...sections]).toEqual(['2']);
    expect([...cases]).toEqual(['7']);
  });
});
