interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
const BOOT = 'src/rendering/boot.ts';

const ROUTE_CHUNK = /^src\/routes(\/.+)\.tsx\?tsr-split=component$/;

/**
 * The route id a component chunk belongs to (TanStack Router's automatic code splitting), from its
 * file: a dot in the name nests like a folder (`article/$id_.$slug.tsx` is `/article/$id_/$slug`), and
 * an index file is its folder's route.
 */
function routeIdOf(manifestKey: string): string | undefined {
  const path = ROUTE_CHUNK.exec(manifestKey)?.[1];
  return path?.replaceAll('.', '/').replace(/\/index$/, '/');
}

export interface PageScripts {
  /** The small script a server-rendered page starts with (src/rendering/boot.ts), and the chunks it imports. */
  boot: string;
  bootImports: string[];
  /**
   * What it loads once the page has painted: the entry first, then every chunk the entry and the page's
   * routes need, each after the chunks it imports. Boot runs them in that order, one a task: a chunk
   * listed before its imports would run them all in its own task (an article's route chunk ran eight,
   * 86-94 ms on a slow phone).
   */
  scripts: string[];
}

/** The scripts of a page made of `routeIds`, as absolute paths. */
export function pageScripts(manifest: Manifest, routeIds: readonly string[]): PageScripts {
  const boot = manifest[BOOT]?.file;
  const entry = manifest[ENTRY]?.file;
  if (!boot || !entry) throw new Error('The build manifest lists no entry or no boot script');
  const seen = new Set<string>([entry]);
  const inOrder = [entry];
  const visit = (key: string) => {
    const file = manifest[key]?.file;
    if (!file || key === ENTRY || seen.has(file)) return;
    seen.add(file);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    inOrder.push(file);
  };
  for (const imported of manifest[ENTRY]?.imports ?? []) visit(imported);
  const wanted = new Set(routeIds);
  for (const key of Object.keys(manifest)) {
    const routeId = routeIdOf(key);
    if (routeId && wanted.has(routeId)) visit(key);
  }
  const bootImports = (manifest[BOOT]?.imports ?? []).flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [`/${file}`] : [];
  });
  return { boot: `/${boot}`, bootImports, scripts: inOrder.map((file) => `/${file}`) };
}
