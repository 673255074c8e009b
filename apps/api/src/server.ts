import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { EnvError, loadEnv } from './config/env';
import { createDatabase } from './db/client';
import { listenLimited } from './listen';
import { lifecycleLogger } from './observability/lifecycle-log';
import { registerOverloadProtection } from './plugins/overload';

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await createDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onPoolError: (error) => app.log.error({ err: error }, 'database connection lost'),
  });
  const app = await buildApp({ env, database });
  const lifecycle = lifecycleLogger(app.log);
  await bootstrap(env, database, lifecycle);
  await registerOverloadProtection(app);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else lifecycle.info({ signal }, 'stopping');
    await app.close();
  });

  const address = await listenLimited(app, { port: env.PORT, host: env.HOST });
  // The framework says this itself at `info`; at a quieter level the line still has to be there.
  if (lifecycle !== app.log) lifecycle.info(`Server listening at ${address}`);
}

main().catch((error: unknown) => {
  // Before the logger exists, a bad environment is reported as one plain line an operator can act on.
  process.stderr.write(
    `${error instanceof EnvError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
