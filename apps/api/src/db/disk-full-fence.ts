import type { PGlite } from '@electric-sql/pglite';

/** PostgreSQL's disk_full, and the file system's own words for a refused write. */
const isDiskFull = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '53100' || /No space left on device|Read-only file system/.test(String(message));
};

/**
 * After the embedded database reports a full disk it must not be given another statement: measured on
 * a full tmpfs, the statement after a failed write-ahead-log write never returns and holds the whole
 * process at full CPU, health checks included. From then on every call fails at once with the same
 * code (answered 503), and health reports the database down so the supervisor restarts the process
 * once the operator has made room; the database recovers from its log on the next start.
 */
export function fenceOnDiskFull(client: PGlite): void {
  let fenced: Error | undefined;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, method, {
      value: async (...args: unknown[]) => {
        if (fenced) throw fenced;
        try {
          return await original(...args);
        } catch (error) {
          if (isDiskFull(error)) {
            fenced = Object.assign(new Error('the embedded database stopped after a full disk'), {
              code: '53100',
              cause: error,
            });
          }
          throw error;
        }
      },
    });
  }
}
