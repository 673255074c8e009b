import { join, resolve } from 'node:path';
import { logLine, startOrExit } from '@station/http/web-server';
import { consoleBuildDir } from './build-dir';
import { readConsoleBuild } from './console-build';
import { consoleSecurityHeaders } from './console-policy';
import { withSettings } from './console-server';
import { readConsoleEnv } from './env';
import { CURRENT_SITE, writeSiteFolder } from './site-folder';
import { staticSite } from './static-site';

/**
 * `node dist-server/write-site.js <folder>`: the console, with the settings of this start, written for
 * nginx to serve (deploy/systemd/station-admin-console.service runs it; docs/deploy.md).
 */
async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: write-site.js <folder nginx serves the console from>');
  const folder = resolve(target);
  const env = readConsoleEnv();
  const build = await readConsoleBuild(consoleBuildDir(env));
  const site = staticSite(build, {
    page: withSettings(build.template, env.config),
    headers: consoleSecurityHeaders(env),
    root: join(folder, CURRENT_SITE),
  });
  const written = writeSiteFolder(folder, site);
  logLine('info', `admin console written to ${written} (${site.files.size} files)`);
}

startOrExit(main);
