import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { DEMO_ADMIN } from './db/seed-content';
import { ensureFirstAdmin } from './modules/admins/index';
import { moduleRoutines } from './modules/index';
import { createStorage } from './storage/create-storage';

/**
 * First start on an empty database: schema, the first super administrator, and demo content when
 * SEED_DEMO says so (outside production only). Instances starting together take turns under one
 * database lock: the first migrates and seeds, the others find it done and only check.
 */
export function bootstrap(env: Env, database: Database, log: FastifyBaseLogger): Promise<void> {
  return database.exclusively('bootstrap', () => prepareDatabase(env, database, log));
}

async function prepareDatabase(env: Env, database: Database, log: FastifyBaseLogger): Promise<void> {
  const applied = await migrate(database, { routines: moduleRoutines });
  if (applied.length > 0) log.info({ applied }, 'database migrated');

  const useDemo = !env.ADMIN_EMAIL || !env.ADMIN_PASSWORD;
  const email = env.ADMIN_EMAIL ?? DEMO_ADMIN.email;
  const password = env.ADMIN_PASSWORD ?? DEMO_ADMIN.password;
  if (await ensureFirstAdmin(database.db, email, password)) {
    if (useDemo)
      log.warn(`Created the demo super administrator ${email} / ${password} — for development only.`);
    else log.info({ email }, 'created the first super administrator');
  }

  if (env.SEED_DEMO) {
    const storage = createStorage(env, log);
    if (await seedDemo(database, storage)) log.info('filled the empty database with demo content');
  }
}
