import { execFile } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { UPLOADS_FOLDER, uploadsDir } from '../storage/uploads-location';

const run = promisify(execFile);

export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Where uploads live; in a bucket they are the store's to keep, and only the database is copied. */
  storage?: 'local' | 's3' | undefined;
}

/** What the backup command tells an operator whose images live in a bucket. */
export const BUCKET_BACKUP_NOTE =
  'Images are in the object store (STORAGE=s3) and are not in this folder: keep them with the store itself (bucket versioning or replication, or a copy such as `aws s3 sync s3://<bucket> <folder>`). This backup holds the database only.';

const DUMP = { embedded: 'pgdata.tar.gz', server: 'database.dump' } as const;
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * One folder holds everything a restore needs: the database (PGlite's own data-dir dump, or a
 * pg_dump custom-format file), the uploaded images when they are on local disk, and the development
 * JWT secret when there is one.
 * The embedded database must not be in use while it is copied: stop the API first.
 */
export async function backup(target: BackupTarget, outDir: string): Promise<string[]> {
  // The dump holds every administrator's password hash and the folder may hold the JWT secret: both are
  // the owner's alone (0700, 0600), whatever the umask, and an existing folder is closed too.
  mkdirSync(outDir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(outDir, PRIVATE_DIR);
  if (target.databaseUrl) {
    const file = join(outDir, DUMP.server);
    // pg_dump truncates the file it is given and keeps its mode, so it never exists readable by others.
    closeSync(openSync(file, 'w', PRIVATE_FILE));
    chmodSync(file, PRIVATE_FILE);
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.databaseUrl]);
  } else {
    const database = await PGlite.create(join(target.dataDir, 'pgdata'), { extensions: { pg_trgm } });
    const tarball = await database.dumpDataDir('gzip');
    await database.close();
    const file = join(outDir, DUMP.embedded);
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()), { mode: PRIVATE_FILE });
    chmodSync(file, PRIVATE_FILE);
  }
  if (target.storage !== 's3') copyIfPresent(uploadsDir(target.dataDir), join(outDir, UPLOADS_FOLDER));
  const secret = join(outDir, 'jwt-secret');
  copyIfPresent(join(target.dataDir, 'jwt-secret'), secret);
  if (existsSync(secret)) chmodSync(secret, PRIVATE_FILE);
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
  if (target.storage !== 's3') copyIfPresent(join(fromDir, UPLOADS_FOLDER), uploadsDir(target.dataDir));
  copyIfPresent(join(fromDir, 'jwt-secret'), join(target.dataDir, 'jwt-secret'));
}

function copyIfPresent(from: string, to: string): void {
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
