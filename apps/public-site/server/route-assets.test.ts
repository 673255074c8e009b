import { describe, expect, it } from 'vitest';
import { type Manifest, pageScripts } from './route-assets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js', '_link-1.js'] },
  'src/rendering/boot.ts': { file: 'assets/boot-1.js', imports: ['_state-1.js'] },
  '_state-1.js': { file: 'assets/state-1.js' },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_link-1.js': { file: 'assets/link-1.js', imports: ['_react-1.js'] },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_link-1.js'] },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/home-1.js',
    imports: ['_grid-1.js', 'index.html'],
  },
  'src/routes/article/$id.tsx?tsr-split=component': { file: 'assets/article-1.js', imports: ['_grid-1.js'] },
  'src/routes/article/$id_.$slug.tsx?tsr-split=component': {
    file: 'assets/article-slug-1.js',
    imports: ['_grid-1.js'],
  },
};

describe('pageScripts', () => {
  it("lists the entry first, then its imports and the page's route chunks, each once and after what it imports", () => {
    expect(pageScripts(manifest, ['__root__', '/'])).toEqual({
      boot: '/assets/boot-1.js',
      bootImports: ['/assets/state-1.js'],
      scripts: [
        '/assets/index-1.js',
        '/assets/react-1.js',
        '/assets/link-1.js',
        '/assets/grid-1.js',
        '/assets/home-1.js',
      ],
    });
    expect(pageScripts(manifest, ['__root__', '/article/$id']).scripts).toContain('/assets/article-1.js');
  });

  it("finds the chunk of a route whose file nests by a dot: the article's canonical address", () => {
    const { scripts } = pageScripts(manifest, ['__root__', '/article/$id_/$slug']);
    expect(scripts).toContain('/assets/article-slug-1.js');
    expect(scripts).not.toContain('/assets/article-1.js');
  });

  it('refuses a manifest without the boot script, which a page cannot start without', () => {
    const { 'src/rendering/boot.ts': _boot, ...withoutBoot } = manifest;
    expect(() => pageScripts(withoutBoot, ['/'])).toThrow(/boot/);
  });
});
