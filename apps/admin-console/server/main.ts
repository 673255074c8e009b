import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadStaticFiles } from '@station/http/static-files';
import { createWebServer, serveUntilStopped, startOrExit } from '@station/http/web-server';
import { consoleSecurityHeaders } from './console-policy';
import { createConsoleServer, withSettings } from './console-server';
import { readConsoleEnv } from './env';
import { routePreloads } from './route-preloads';

async function main() {
  // Every setting is read before anything else: a missing one stops the start with one line naming it.
  const env = readConsoleEnv();
  // Built to dist-server/main.js, beside the browser's build in dist/.
  const dir = env.consoleDir ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const handle = createConsoleServer({
    files: await loadStaticFiles(dir),
    page: withSettings(readFileSync(join(dir, 'index.html'), 'utf8'), env.config),
    headers: consoleSecurityHeaders(env),
    preloads: routePreloads(readManifest(dir)),
  });
  const server = createWebServer(handle);
  serveUntilStopped(server, { name: 'admin console', port: env.port, host: env.host });
}

/** The build's manifest (vite `build.manifest`); a build without one is served without route preloads. */
function readManifest(dir: string) {
  const file = join(dir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

startOrExit(main);
