import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadStaticFiles, type StaticFile } from '@station/http/static-files';
import type { BuildManifest } from './route-preloads';

/** The console's browser build as its server and its static site read it. */
export interface ConsoleBuild {
  /** Every public file, compressed once (see `loadStaticFiles`). */
  files: ReadonlyMap<string, StaticFile>;
  /** The built index.html, before the settings are written into it. */
  template: string;
  manifest: BuildManifest;
}

/** The build's manifest (vite `build.manifest`); a build without one is served without route preloads. */
function readManifest(dir: string): BuildManifest {
  const file = join(dir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export async function readConsoleBuild(dir: string): Promise<ConsoleBuild> {
  return {
    files: await loadStaticFiles(dir),
    template: readFileSync(join(dir, 'index.html'), 'utf8'),
    manifest: readManifest(dir),
  };
}
