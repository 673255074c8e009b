// @ts-check
// One app's production build, the browser's files and its server, made into folders of their own that
// are removed when the run ends, so a benchmark never touches the dist a journey or a deployment uses.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {string} root the repository
 * @param {string} workspace the app's package name, e.g. `@station/public-site`
 * @param {string} label what the temporary folders are called after
 * @returns {{ outDir: string, serverDir: string }}
 */
export const buildToTemp = (root, workspace, label) => {
  const outDir = mkdtempSync(join(tmpdir(), `station-bench-${label}-`));
  const serverDir = mkdtempSync(join(tmpdir(), `station-bench-${label}-server-`));
  process.once('exit', () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  });
  for (const args of [
    ['--outDir', outDir, '--emptyOutDir'],
    ['--ssr', 'server/main.ts', '--outDir', serverDir, '--emptyOutDir'],
  ]) {
    execFileSync('pnpm', ['--filter', workspace, 'exec', 'vite', 'build', ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return { outDir, serverDir };
};
