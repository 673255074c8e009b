import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the SQL files of `migrations/` in order, each in its own transaction, recording what ran.
 * The same files serve the embedded database and a PostgreSQL server.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await ensureTrigramExtension(database);
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const result = (await database.db.execute('SELECT name FROM schema_migrations')) as {
    rows: { name: string }[];
  };
  const applied = new Set(result.rows.map((row) => row.name));
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const script = readFileSync(`${dir}${file}`, 'utf8');
    await database.exec(
      `BEGIN;\n${script}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`,
    );
    ran.push(file);
  }
  return ran;
}

/** Several processes may start against one server at once; the loser of the race just finds it there. */
async function ensureTrigramExtension(database: Database): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await database.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
