/** The part of Vite's build manifest (dist/.vite/manifest.json) the preloads are read from. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The most segments a console address has; a longer path matches no route and costs no more. */
const MAX_SEGMENTS = 8;

interface RouteChunks {
  /** The route file's address, one entry a segment: a name, or undefined for a `$param`. */
  pattern: (string | undefined)[];
  /** The route file without its extension: its children's files sit in a folder of that name. */
  stem: string;
  files: string[];
}

const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=/;

/**
 * `_authed/dashboard/posts/$postId` → ['dashboard', 'posts', undefined]: folders and files starting
 * with `_` add no segment (layouts), `index` is the folder's own address (TanStack Router's file names).
 */
function patternOf(stem: string): (string | undefined)[] {
  return stem
    .split('/')
    .filter(
      (part, index, parts) => !part.startsWith('_') && !(part === 'index' && index === parts.length - 1),
    )
    .map((part) => (part.startsWith('$') ? undefined : part));
}

const matches = (pattern: readonly (string | undefined)[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, index) => part === undefined || part === segments[index]);

/** A route drawn at an address, and the scripts its first load needs beyond the page's own. */
export interface RoutePage {
  /** Its address, one entry a segment: a name, or undefined for a `$param`. */
  pattern: readonly (string | undefined)[];
  files: readonly string[];
}

/**
 * The console's routes drawn at an address, in the order an address is matched against them (named
 * segments first), each with the code-split chunks of the route and of the layouts around it, with
 * what they import. Sent as `modulepreload` links, so on a slow network they come down beside the
 * entry's scripts instead of after them, once the router has started and asked.
 */
export function routePages(manifest: BuildManifest): RoutePage[] {
  const inPage = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (into.has(key) || !chunk) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, inPage);

  const byStem = new Map<string, RouteChunks>();
  for (const key of Object.keys(manifest)) {
    const stem = ROUTE_CHUNK.exec(key)?.[1];
    if (stem === undefined) continue;
    const route = byStem.get(stem) ?? { pattern: patternOf(stem), stem, files: [] };
    const needed = new Set<string>();
    closure(key, needed);
    for (const name of needed) {
      const file = manifest[name]?.file;
      if (file && !inPage.has(name)) route.files.push(file);
    }
    byStem.set(stem, route);
  }
  const routes = [...byStem.values()];
  // A layout's children live in its folder; only a route with none is drawn at an address.
  const pages = routes.filter((route) => !routes.some((other) => other.stem.startsWith(`${route.stem}/`)));
  // `/dashboard/posts/new` is its own route rather than a post called "new": named segments first.
  const named = (route: RouteChunks) => route.pattern.filter((part) => part !== undefined).length;
  pages.sort((a, b) => named(b) - named(a));
  return pages.map((page) => {
    const layouts = routes.filter((route) => page.stem.startsWith(`${route.stem}/`));
    const files = [...new Set([...layouts, page].flatMap((route) => route.files))].map((file) => `/${file}`);
    return { pattern: page.pattern, files };
  });
}

/**
 * The scripts a first load of each console address needs beyond the page's own (see `routePages`).
 * The answer for a path is one of a few lists worked out from the build, never text taken from the
 * request.
 */
export function routePreloads(manifest: BuildManifest): (path: string) => readonly string[] {
  const pages = routePages(manifest);
  return (path) => {
    // At most one segment past the deepest route is split off, however long the path.
    const segments = (path.endsWith('/') ? path.slice(0, -1) : path).split('/', MAX_SEGMENTS + 2).slice(1);
    if (segments.length > MAX_SEGMENTS) return [];
    return pages.find((route) => matches(route.pattern, segments))?.files ?? [];
  };
}

/** `page` with a `modulepreload` link for each of `files`, at the end of its head. */
export function withPreloads(page: string, files: readonly string[]): string {
  if (files.length === 0) return page;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return page.replace('</head>', () => `  ${links}\n  </head>`);
}
