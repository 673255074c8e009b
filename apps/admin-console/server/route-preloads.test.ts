// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BuildManifest, routePreloads, withPreloads } from './route-preloads';

/** A build like the console's: the page's entry and shared chunks, and the routes' split chunks. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_text-field-t1.js': { file: 'assets/TextField-t1.js', imports: ['_react-r1.js'] },
  '_editor-p1.js': { file: 'assets/post-editor-page-p1.js', imports: ['_text-field-t1.js'] },
  'src/routes/login.tsx?tsr-split=component': {
    file: 'assets/login-l1.js',
    imports: ['_text-field-t1.js', 'index.html'],
  },
  'src/routes/_authed.tsx?tsr-split=component': { file: 'assets/_authed-a1.js', imports: ['index.html'] },
  'src/routes/_authed/dashboard/index.tsx?tsr-split=component': { file: 'assets/dashboard-d1.js' },
  'src/routes/_authed/dashboard/posts/$postId.tsx?tsr-split=loader': { file: 'assets/_postId-q1.js' },
  'src/routes/_authed/dashboard/posts/$postId.tsx?tsr-split=component': {
    file: 'assets/_postId-c1.js',
    imports: ['_editor-p1.js', 'index.html'],
  },
  'src/routes/_authed/dashboard/posts/new.tsx?tsr-split=component': {
    file: 'assets/new-n1.js',
    imports: ['_editor-p1.js'],
  },
  'src/routes/_authed/dashboard/_super.tsx?tsr-split=component': { file: 'assets/_super-s1.js' },
  'src/routes/_authed/dashboard/_super/admins.tsx?tsr-split=component': { file: 'assets/admins-m1.js' },
  'src/i18n/locales/am/global.json': { file: 'assets/global-g1.js' },
};

const preloads = routePreloads(MANIFEST);

describe('the scripts each console address preloads', () => {
  it("names the sign-in page's chunk and what it imports, not what the page loads already", () => {
    expect(preloads('/login')).toEqual(['/assets/login-l1.js', '/assets/TextField-t1.js']);
  });

  it("names the editor's loader and page with the signed-in layout around them", () => {
    expect(preloads('/dashboard/posts/6f1c2e4a-1b2c-4d3e-8f90-123456789abc')).toEqual([
      '/assets/_authed-a1.js',
      '/assets/_postId-q1.js',
      '/assets/_postId-c1.js',
      '/assets/post-editor-page-p1.js',
      '/assets/TextField-t1.js',
    ]);
  });

  it('takes a named route before a parameter, and layouts without a segment of their own', () => {
    expect(preloads('/dashboard/posts/new')).toEqual([
      '/assets/_authed-a1.js',
      '/assets/new-n1.js',
      '/assets/post-editor-page-p1.js',
      '/assets/TextField-t1.js',
    ]);
    expect(preloads('/dashboard/admins')).toEqual([
      '/assets/_authed-a1.js',
      '/assets/_super-s1.js',
      '/assets/admins-m1.js',
    ]);
    expect(preloads('/dashboard/')).toEqual(['/assets/_authed-a1.js', '/assets/dashboard-d1.js']);
  });

  it('names nothing for an address no route draws, however long', () => {
    expect(preloads('/no-such-page')).toEqual([]);
    expect(preloads('/dashboard/posts/a/b')).toEqual([]);
    const long = `/${'dashboard/'.repeat(200_000)}`;
    const started = performance.now();
    expect(preloads(long)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('answers the same list for every address of one route, and none without a manifest', () => {
    expect(preloads('/dashboard/posts/one')).toBe(preloads('/dashboard/posts/two'));
    expect(routePreloads({})('/login')).toEqual([]);
  });
});

describe('withPreloads', () => {
  it('adds the links at the end of the head, and leaves the page alone without any', () => {
    const page = '<html><head><title>Station</title></head><body></body></html>';
    expect(withPreloads(page, ['/assets/login-l1.js'])).toBe(
      '<html><head><title>Station</title>  <link rel="modulepreload" crossorigin href="/assets/login-l1.js">\n  </head><body></body></html>',
    );
    expect(withPreloads(page, [])).toBe(page);
  });
});
