import { loadEnv } from './config/env';
import { BUCKET_BACKUP_NOTE, backup, restore } from './db/backup';

/** `node dist/backup.js backup <dir>` or `node dist/backup.js restore <dir>`, with the API's own environment. */
async function main(): Promise<void> {
  const [command, dir] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !dir) {
    throw new Error('usage: node dist/backup.js backup|restore <folder>');
  }
  const env = loadEnv();
  const target = { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, storage: env.STORAGE };
  if (command === 'backup') {
    const files = await backup(target, dir);
    process.stdout.write(`Backed up to ${dir}: ${files.join(', ')}\n`);
  } else {
    await restore(target, dir);
    process.stdout.write(
      `Restored from ${dir} into ${env.DATABASE_URL ? 'the database server' : env.DATA_DIR}\n`,
    );
  }
  if (env.STORAGE === 's3') process.stdout.write(`${BUCKET_BACKUP_NOTE}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
