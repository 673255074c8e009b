#!/usr/bin/env node
// @ts-check
// The two entry points a newcomer needs, runnable with nothing but Node.js and npm:
//   npm start  — install, build, and serve the API (embedded database, demo content) and both apps
//   npm test   — lint, typecheck, unit and contract tests, then the browser journeys
//   pnpm test:quick — the first of those stages alone, on the embedded database
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';

/** @returns {[string, ...string[]]} the command that runs pnpm, and its first arguments */
function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
    if (version.split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  } catch {
    // Not installed: fall back to npx below.
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

const pnpm = pnpmCommand();

/**
 * Runs pnpm with `args` in the repository; an `undefined` in `env` removes that variable.
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 */
function run(args, env = {}) {
  const [command, ...rest] = [...pnpm, ...args];
  /** @type {Record<string, string | undefined>} */
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  execFileSync(command, rest, { cwd: root, stdio: 'inherit', env: merged });
}

function install() {
  run(['install', '--frozen-lockfile']);
}

function start() {
  const ports = { api: process.env.PORT ?? '3000', site: '4173', console: '4174' };
  const apiUrl = `http://localhost:${ports.api}/api/`;
  const siteUrl = `http://localhost:${ports.site}/`;
  const consoleUrl = `http://localhost:${ports.console}/`;
  install();
  // One build for every environment: where the API is, and the rest, is told to each server at start.
  run(['turbo', 'run', 'build']);

  const children = [
    spawn(process.execPath, ['apps/api/dist/server.js'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: ports.api,
        PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${ports.api}`,
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? `${siteUrl.slice(0, -1)},${consoleUrl.slice(0, -1)}`,
        // Links in emails (kept in data/outbox without SMTP_URL) lead to the servers started here.
        PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? siteUrl,
        PUBLIC_CONSOLE_URL: process.env.PUBLIC_CONSOLE_URL ?? consoleUrl,
      },
    }),
    // The public site's page server draws home and article pages and serves the built site.
    spawn(process.execPath, ['apps/public-site/dist-server/main.js'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: ports.site,
        HOST: 'localhost',
        PUBLIC_API_URL: apiUrl,
        PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? siteUrl,
      },
    }),
    // The console's server serves its build with the settings it is started with.
    spawn(process.execPath, ['apps/admin-console/dist-server/main.js'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: ports.console,
        HOST: 'localhost',
        PUBLIC_API_URL: apiUrl,
        PUBLIC_SITE_URL: siteUrl,
      },
    }),
  ];

  console.log(`
Station is starting:
  Public site    ${siteUrl}
  Admin console  ${consoleUrl}   (demo login: admin@station.local / station-demo-pass)
  API            ${apiUrl}   (OpenAPI: ${apiUrl}docs)
  Emails         ${process.env.SMTP_URL ? 'sent through SMTP_URL' : 'written to data/outbox/ as .eml files (set SMTP_URL to send them)'}
Press Ctrl+C to stop.
`);
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const [api] = children;
  api?.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

/** The fast lane: lint, licences, types, unit and contract tests on the embedded database. */
function quick() {
  run(['exec', 'biome', 'check', '.']);
  run(['--filter', '@station/repo-checks', 'licences']);
  // The contract suite runs first on the embedded database, then once more on PostgreSQL when one is given.
  run(['turbo', 'run', 'typecheck', 'test', '--concurrency=2'], { TEST_DATABASE_URL: undefined });
}

function test() {
  install();
  quick();
  if (process.env.TEST_DATABASE_URL) {
    console.log(`\nThe API contract suite again, on PostgreSQL (${process.env.TEST_DATABASE_URL})`);
    run(['--filter', '@station/api', 'test']);
  }
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('The browser journeys need Chromium at /usr/bin/chromium (apt-get install -y chromium).');
  }
  // The drills run the built API; the journeys' builds come from turbo.json's graph (each once).
  run(['turbo', 'run', 'build', '--filter=@station/api']);
  if (process.env.TEST_DATABASE_URL) {
    // The drills stop and start the machine's PostgreSQL, so nothing else may be running against it.
    console.log('\nFault drills on PostgreSQL: outage, SIGTERM under load, YouTube down, backup and restore');
    run(['--filter', '@station/api', 'drills']);
  }
  run(['turbo', 'run', 'test:e2e', '--concurrency=1']);
  // The journeys leave production builds in each app's dist; what they ship is held to its budget here.
  execFileSync('node', ['bench/weight.mjs', '--check'], { cwd: root, stdio: 'inherit' });
  if (process.env.TEST_DATABASE_URL) {
    // The builds carry no setting, so the journeys' builds are the ones a deployment would release.
    console.log('\nThe cluster drill: nginx, three API instances, two page servers, PostgreSQL, Redis, S3');
    execFileSync('node', ['deploy/drill/cluster.mjs'], { cwd: root, stdio: 'inherit' });
  }
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else if (command === 'quick') quick();
else {
  console.error('usage: node scripts/station.mjs start|test|quick');
  process.exitCode = 2;
}
