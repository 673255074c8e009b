import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleEnv } from './env';

/** The console's build to serve: CONSOLE_DIR, or the dist/ beside dist-server/, where this is built to. */
export const consoleBuildDir = (env: Pick<ConsoleEnv, 'consoleDir'>) =>
  env.consoleDir ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
