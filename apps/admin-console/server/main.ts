import { createWebServer, serveUntilStopped, startOrExit } from '@station/http/web-server';
import { consoleBuildDir } from './build-dir';
import { readConsoleBuild } from './console-build';
import { consoleSecurityHeaders } from './console-policy';
import { createConsoleServer, withSettings } from './console-server';
import { readConsoleEnv } from './env';
import { routePreloads } from './route-preloads';

async function main() {
  // Every setting is read before anything else: a missing one stops the start with one line naming it.
  const env = readConsoleEnv();
  const build = await readConsoleBuild(consoleBuildDir(env));
  const handle = createConsoleServer({
    files: build.files,
    page: withSettings(build.template, env.config),
    headers: consoleSecurityHeaders(env),
    preloads: routePreloads(build.manifest),
  });
  const server = createWebServer(handle);
  serveUntilStopped(server, { name: 'admin console', port: env.port, host: env.host });
}

startOrExit(main);
