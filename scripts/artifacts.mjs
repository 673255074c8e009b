// @ts-check
// One release job per deployable: builds it alone (turbo --filter) and writes the folder that is
// shipped, then starts that folder by itself and asks it for a page or its health, so a release that cannot run
// never leaves CI.
//   node scripts/artifacts.mjs <api|public-site|admin-console> <outdir>
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * @typedef {object} Deployable
 * @property {string} dir the workspace, relative to the repository
 * @property {(out: string, dir: string) => void} pack writes the shipped folder to `out`
 * @property {string[]} start the arguments to Node that start the shipped folder
 * @property {string} probe the path that answers 200 once it runs
 * @property {(dataDir: string) => Record<string, string>} env
 */

/**
 * What each deployable ships, and how its shipped folder is started.
 * @type {Record<string, Deployable>}
 */
const DEPLOYABLES = {
  api: {
    dir: 'apps/api',
    // The server is bundled, but its npm dependencies (argon2, sharp, PGlite) are native or large and
    // stay external: `pnpm deploy` gives the folder exactly the production ones. `--legacy` because
    // pnpm 10's default deploy needs injected workspace packages, which this workspace does not use.
    pack: (out) => {
      execFileSync('pnpm', ['--filter', '@station/api', 'deploy', '--prod', '--legacy', out], {
        cwd: root,
        stdio: 'inherit',
      });
    },
    start: ['dist/server.js'],
    probe: '/api/health',
    env: (dataDir) => ({ NODE_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: 'false' }),
  },
  'public-site': {
    dir: 'apps/public-site',
    pack: (out, dir) => copyBuild(dir, out),
    start: ['dist-server/main.js'],
    // The page server's health asks the API, and a page answers 503 until the API does; none runs
    // here, so the check reads a file of the build instead.
    probe: '/logo.svg',
    env: () => ({ NODE_ENV: 'development', API_URL: 'http://127.0.0.1:9/api/' }),
  },
  'admin-console': {
    dir: 'apps/admin-console',
    pack: (out, dir) => copyBuild(dir, out),
    start: ['dist-server/main.js'],
    probe: '/health',
    env: () => ({ NODE_ENV: 'development' }),
  },
};

/**
 * @param {string} dir
 * @param {string} out
 */
function copyBuild(dir, out) {
  for (const folder of ['dist', 'dist-server'])
    cpSync(join(root, dir, folder), join(out, folder), { recursive: true });
  const { name, version } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  writeFileSync(
    join(out, 'package.json'),
    `${JSON.stringify({ name, version, private: true, type: 'module' }, null, 2)}\n`,
  );
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/**
 * Starts the shipped folder with nothing but Node and its own files, and waits for a 200.
 * @param {Deployable} deployable
 * @param {string} out
 */
async function checkStarts(deployable, out) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'station-artifact-'));
  const child = spawn(process.execPath, deployable.start, {
    cwd: out,
    env: {
      PATH: process.env.PATH,
      HOME: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...deployable.env(dataDir),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}${deployable.probe}`;
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const answer = await Promise.race([
        fetch(url).then(
          (response) => response.status,
          () => undefined,
        ),
        exited.then((code) => {
          throw new Error(`the artifact exited with ${code}: ${stderr.trim()}`);
        }),
      ]);
      if (answer === 200) return url;
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`no 200 from ${url} within 30 s: ${stderr.trim()}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const [name, outArg] = process.argv.slice(2);
  const deployable = name === undefined ? undefined : DEPLOYABLES[name];
  if (!deployable || !outArg) {
    process.stderr.write(
      `usage: node scripts/artifacts.mjs <${Object.keys(DEPLOYABLES).join('|')}> <outdir>\n`,
    );
    process.exit(2);
  }
  const out = resolve(outArg);
  if (existsSync(out)) rmSync(out, { recursive: true, force: true });
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', `--filter=./${deployable.dir}`], {
    cwd: root,
    stdio: 'inherit',
  });
  deployable.pack(out, deployable.dir);
  const { version } = JSON.parse(readFileSync(join(root, deployable.dir, 'package.json'), 'utf8'));
  const checked = await checkStarts(deployable, out);
  process.stdout.write(`${name} ${version} → ${out} (started alone, ${checked} answered 200)\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
