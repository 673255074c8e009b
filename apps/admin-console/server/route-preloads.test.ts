// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MANIFEST } from './console-build.fixture';
import { routePreloads, withPreloads } from './route-preloads';

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
