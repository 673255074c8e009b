import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * A database function whose text lives beside the code that calls it. It is written as
 * `CREATE OR REPLACE`, and applied after the migrations whenever its text is new to this database.
 */
export interface Routine {
  name: string;
  sql: string;
}

export interface MigrateOptions {
  dir?: string;
  routines?: readonly Routine[];
}

/**
 * Applies the SQL files of `migrations/` in order, each in its own transaction, recording what ran,
 * then the routines. The same files serve the embedded database and a PostgreSQL server.
 */
export async function migrate(
  database: Database,
  { dir = MIGRATIONS_DIR, routines = [] }: MigrateOptions = {},
): Promise<string[]> {
  await ensureTrigramExtension(database);
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const result = (await database.db.execute('SELECT name FROM schema_migrations')) as {
    rows: { name: string }[];
  };
  const applied = new Set(result.rows.map((row) => row.name));
  const steps = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file, sql: () => readFileSync(`${dir}${file}`, 'utf8') }))
    .concat(
      routines.map((routine) => ({
        // The text's hash is in the name, so an edited routine is applied once more, and only once.
        name: `routine:${routine.name}:${createHash('sha256').update(routine.sql).digest('hex').slice(0, 16)}`,
        sql: () => routine.sql,
      })),
    );
  const ran: string[] = [];
  for (const step of steps) {
    if (applied.has(step.name)) continue;
    await database.exec(
      `BEGIN;\n${step.sql()}\nINSERT INTO schema_migrations (name) VALUES ('${step.name}');\nCOMMIT;`,
    );
    ran.push(step.name);
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
