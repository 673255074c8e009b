// @ts-check
// The bench starts the API the way the fault drills do (apps/api/scripts/drills/lib.mjs): the built
// server on loopback, on PGlite in a fresh temp dir or on a PostgreSQL database of its own (dropped
// afterwards), with demo content and loopback trusted as the proxy. Here its logs stay quiet unless
// `env` says otherwise, it has the settings production's unit gives it (the allocator's), and the
// process is stopped however the run ends.
import { freshDatabase, startApi as startBuiltApi } from '@station/api/drills';
import { processEnvOf } from '../../deploy/drill/lib/deployment-files.mjs';
import { track } from './processes.mjs';

export const createDatabase = freshDatabase;

/**
 * @param {{ port: number; databaseUrl?: string; seedDemo?: boolean; corsOrigins?: string; env?: Record<string, string | undefined>; patience?: import('@station/api/drills').Patience }} options
 */
export const startApi = async ({ port, databaseUrl, seedDemo = true, corsOrigins, env = {}, patience }) => {
  const api = await startBuiltApi(
    {
      ...processEnvOf('station-api@.service'),
      LOG_LEVEL: 'error',
      SEED_DEMO: String(seedDemo),
      ...(corsOrigins ? { CORS_ORIGINS: corsOrigins } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    { port, patience },
  );
  track(api.child);
  return api;
};
