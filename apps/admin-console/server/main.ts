import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadStaticFiles } from '@station/http/static-files';
import { serveUntilStopped, startOrExit } from '@station/http/web-server';
import { consoleSecurityHeaders } from './console-policy';
import { createConsoleServer, withSettings } from './console-server';
import { readConsoleEnv } from './env';

async function main() {
  // Every setting is read before anything else: a missing one stops the start with one line naming it.
  const env = readConsoleEnv();
  // Built to dist-server/main.js, beside the browser's build in dist/.
  const dir = env.consoleDir ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const handle = createConsoleServer({
    files: await loadStaticFiles(dir),
    page: withSettings(readFileSync(join(dir, 'index.html'), 'utf8'), env.config),
    headers: consoleSecurityHeaders(env),
  });
  // Files are read, never sent: a request, body and all, has no reason to take longer than this.
  const server = createServer({ requestTimeout: 15_000 }, handle);
  serveUntilStopped(server, { name: 'admin console', port: env.port, host: env.host });
}

startOrExit(main);
