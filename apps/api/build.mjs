// @ts-check
// Bundles the server (dist/server.js) and the backup command (dist/backup.js) so production never loads TypeScript: workspace packages are
// compiled in, npm dependencies stay external, and the SQL migrations travel next to the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@station/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', backup: 'src/backup-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
