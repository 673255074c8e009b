import { gzipSync } from 'node:zlib';
import type { ConsoleBuild } from './console-build';
import { consoleSecurityHeaders } from './console-policy';
import { withSettings } from './console-server';
import { readConsoleEnv } from './env';
import type { BuildManifest } from './route-preloads';
import { staticSite } from './static-site';

/** A build like the console's: the page's entry and shared chunks, and the routes' split chunks. */
export const MANIFEST: BuildManifest = {
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

const TEMPLATE =
  '<!doctype html><html><head><script type="module" src="/assets/index-e1.js"></script></head><body></body></html>';

/** A console build as `readConsoleBuild` reads it: an entry script, a split route chunk and the icon. */
export const BUILD: ConsoleBuild = {
  template: TEMPLATE,
  manifest: MANIFEST,
  files: new Map([
    [
      '/assets/index-e1.js',
      {
        type: 'text/javascript; charset=utf-8',
        immutable: true,
        bodies: { identity: Buffer.from('console.info(1)'), gzip: gzipSync('console.info(1)') },
      },
    ],
    [
      '/favicon.svg',
      { type: 'image/svg+xml', immutable: false, bodies: { identity: Buffer.from('<svg/>') } },
    ],
  ]),
};

/** The fixture's build as nginx's site, with the console started on `settings`. */
export function siteFor(settings: Record<string, string>, root: string) {
  const env = readConsoleEnv(settings);
  return staticSite(BUILD, {
    page: withSettings(BUILD.template, env.config),
    headers: consoleSecurityHeaders(env),
    root,
  });
}
