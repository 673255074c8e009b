import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { CONTENT_VERSION_CHANNEL, createContentVersionRepository } from './content-version.repository';

/** While the listening connection is down the version is read this often, so changes still arrive in time. */
const POLL_WHILE_DEAF_MS = 500;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5000;

export interface ContentVersionWatch {
  /** The newest version this instance knows: its own writes at once, other instances' within a second. */
  current(): bigint;
  /** After an accepted write: moves the version on, which every instance hears. */
  move(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface WatchOptions {
  database: Database;
  /** Called whenever the version this instance knows moves on: what it has cached may be out of date. */
  onChange: () => void;
  log: FastifyBaseLogger;
}

/**
 * Follows the database's content version through LISTEN/NOTIFY, and by reading it twice a second while
 * the listening connection is lost (it is opened again with a growing pause). A notification only says
 * "look": the version is read from this instance's own table, because the channel is shared by every
 * schema of the database (test files each have one).
 */
export function watchContentVersion({ database, onChange, log }: WatchOptions): ContentVersionWatch {
  const repository = createContentVersionRepository(database.db);
  let known = 0n;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;

  // Versions only grow, so an answer that arrives late (a read or a write racing another) is ignored.
  const observe = (version: bigint) => {
    if (version <= known) return;
    known = version;
    onChange();
  };

  // One read at a time, and one more if asked meanwhile: the last read always starts after the last call.
  let reading: Promise<void> | undefined;
  let readAgain = false;
  const refresh = (): Promise<void> => {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        observe(await repository.read());
      } while (readAgain && !stopped);
    })()
      .catch((error: unknown) => log.warn({ err: error }, 'reading the content version failed'))
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const listen = async (): Promise<void> => {
    retry = undefined;
    if (stopped) return;
    try {
      unlisten = await database.listen(CONTENT_VERSION_CHANNEL, () => void refresh(), deaf);
      if (stopped) {
        await unlisten();
        return;
      }
      if (poll) log.info('listening for content changes again');
      clearInterval(poll);
      poll = undefined;
      retryMs = RETRY_FIRST_MS;
      // Whatever changed while nobody was listening.
      await refresh();
    } catch (error) {
      deaf(error as Error);
    }
  };

  function deaf(error: Error): void {
    unlisten = undefined;
    if (stopped) return;
    if (!poll) {
      log.warn({ err: error }, 'not listening for content changes; reading the version twice a second');
      poll = setInterval(() => void refresh(), POLL_WHILE_DEAF_MS).unref();
    }
    retry = setTimeout(() => void listen(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  return {
    current: () => known,
    async move() {
      observe(await repository.move());
    },
    async start() {
      known = await repository.read();
      await listen();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retry);
      await unlisten?.().catch(() => undefined);
      await reading;
    },
  };
}
