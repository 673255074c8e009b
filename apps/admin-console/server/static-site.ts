import { gzipSync } from 'node:zlib';
import { CONTENT_TYPES } from '@station/http/static-files';
import type { ConsoleBuild } from './console-build';
import { type RoutePage, routePages, withPreloads } from './route-preloads';

/** The console as files nginx serves, and the directives that serve them. */
export interface StaticSite {
  /** Paths inside the site's folder, with their bytes; each compressible file has its `.gz` beside it. */
  files: Map<string, Buffer>;
  /** Directives for the admin domain's server block (deploy/nginx/station/admin-domain.conf includes it). */
  conf: string;
}

interface StaticSiteOptions {
  /** The built index.html with the settings written into it. */
  page: string;
  /** Sent with every answer, as by the console's server. */
  headers: Readonly<Record<string, string>>;
  /** Where nginx finds the site's folder (a link that is switched to each new site as it is written). */
  root: string;
}

// Inside nginx's double quotes `$` would name a variable and `\` escape; a header holds printable ASCII.
const isSafeInDirective = (text: string) =>
  [...text].every((character) => {
    const code = character.charCodeAt(0);
    return code >= 0x20 && code < 0x7f && character !== '"' && character !== '\\' && character !== '$';
  });

function addHeaders(headers: Readonly<Record<string, string>>, cacheControl: string): string[] {
  const all = { ...headers, 'cache-control': cacheControl };
  return Object.entries(all).map(([name, value]) => {
    if (!isSafeInDirective(name) || !isSafeInDirective(value)) {
      throw new Error(`The header ${name} holds a character nginx cannot be given: ${JSON.stringify(value)}`);
    }
    return `add_header ${name} "${value}" always;`;
  });
}

const escapeForRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `['posts', undefined]` → `^/posts/[^/]+/?$`: the addresses a route is drawn at. */
function addressPattern(pattern: RoutePage['pattern']): string {
  if (pattern.length === 0) return '^/$';
  const segments = pattern.map((part) => (part === undefined ? '[^/]+' : escapeForRegex(part)));
  return `^/${segments.join('/')}/?$`;
}

const types = () => [
  'types {',
  ...Object.entries(CONTENT_TYPES).map(([extension, type]) => `  "${type}" ${extension.slice(1)};`),
  '}',
  'default_type application/octet-stream;',
];

function location(match: string, lines: string[]): string {
  return [`location ${match} {`, ...lines.map((line) => `  ${line}`), '}'].join('\n');
}

/**
 * The console's files and its pages for nginx, so that no process of its own runs: what its server
 * answers, with the same headers, written once when the service starts. Each route's page names the
 * scripts that route needs (`routePages`); every other address gets the page without them.
 */
export function staticSite(build: ConsoleBuild, { page, headers, root }: StaticSiteOptions): StaticSite {
  const files = new Map<string, Buffer>();
  for (const [path, file] of build.files) {
    if (file.bodies.identity) files.set(`public${path}`, file.bodies.identity);
    if (file.bodies.gzip) files.set(`public${path}.gz`, file.bodies.gzip);
  }
  const pages = routePages(build.manifest).filter((route) => route.files.length > 0);
  const writePage = (name: string, text: string) => {
    const body = Buffer.from(text);
    files.set(`public/_pages/${name}`, body);
    files.set(`public/_pages/${name}.gz`, gzipSync(body, { level: 9 }));
  };
  writePage('index.html', page);
  for (const [index, route] of pages.entries()) {
    writePage(`route-${index}.html`, withPreloads(page, route.files));
  }

  const served = [`root ${root}/public;`, ...types(), 'gzip_static on;', 'gzip_vary on;'];
  const pageHeaders = addHeaders(headers, 'no-cache');
  const conf = [
    '# Written by the console service from its build and settings: see docs/deploy.md.',
    location('= /health', [
      ...addHeaders(headers, 'no-store'),
      'default_type application/json;',
      `return 200 '{"status":"ok"}';`,
    ]),
    location('^~ /_pages/', ['internal;', ...served, ...pageHeaders]),
    // A missing script must fail as one: the page in its place would be parsed as code.
    location('^~ /assets/', [
      ...served,
      ...addHeaders(headers, 'public, max-age=31536000, immutable'),
      'try_files $uri =404;',
    ]),
    ...pages.map((route, index) =>
      location(`~ "${addressPattern(route.pattern)}"`, [
        ...served,
        ...pageHeaders,
        `try_files $uri /_pages/route-${index}.html;`,
      ]),
    ),
    location('/', [
      ...served,
      ...addHeaders(headers, 'public, max-age=3600'),
      'try_files $uri /_pages/index.html;',
    ]),
    '',
  ].join('\n');
  return { files, conf };
}
