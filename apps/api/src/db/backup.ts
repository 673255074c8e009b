import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { UPLOADS_FOLDER, uploadsDir } from '../storage/uploads-location';

const run = promisify(execFile);

export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

const DUMP = { embedded: 'pgdata.tar.gz', server: 'database.dump' } as const;

/**
 * One folder holds everything a restore needs: the database (PGlite's own data-dir dump, or a
 * pg_dump custom-format file), the uploaded images, and the development JWT secret when there is one.
 * The embedded database must not be in use while it is copied: stop the API first.
 */
export async function backup(target: BackupTarget, outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(outDir, DUMP.server)}`,
      target.databaseUrl,
    ]);
  } else {
    const database = await PGlite.create(join(target.dataDir, 'pgdata'), { extensions: { pg_trgm } });
    const tarball = await database.dumpDataDir('gzip');
    await database.close();
    writeFileSync(join(outDir, DUMP.embedded), Buffer.from(await tarball.arrayBuffer()));
  }
  copyIfPresent(uploadsDir(target.dataDir), join(outDir, UPLOADS_FOLDER));
  copyIfPresent(join(target.dataDir, 'jwt-secret'), join(outDir, 'jwt-secret'));
  return readdirSync(outDir).sort();
}

/** Restores into an empty data dir (and, for a server, an empty database); it never overwrites. */
export async function restore(target: BackupTarget, fromDir: string): Promise<void> {
  const pgdata = join(target.dataDir, 'pgdata');
  if (!target.databaseUrl && existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new Error(`${pgdata} is not empty; restore into an empty DATA_DIR`);
  }
  mkdirSync(target.dataDir, { recursive: true });
  if (target.databaseUrl) {
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      join(fromDir, DUMP.server),
    ]);
  } else {
    const tarball = new Blob([readFileSync(join(fromDir, DUMP.embedded))]);
    const database = await PGlite.create(pgdata, { extensions: { pg_trgm }, loadDataDir: tarball });
    await database.close();
  }
  copyIfPresent(join(fromDir, UPLOADS_FOLDER), uploadsDir(target.dataDir));
  copyIfPresent(join(fromDir, 'jwt-secret'), join(target.dataDir, 'jwt-secret'));
}

function copyIfPresent(from: string, to: string): void {
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
