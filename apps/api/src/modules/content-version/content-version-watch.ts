import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listenSteadily } from '../../db/steady-listen';
import { CONTENT_VERSION_CHANNEL, createContentVersionRepository } from './content-version.repository';

/** While listening, the version is still read this seldom: a notification lost on a connection that looks alive. */
const POLL_WHILE_LISTENING_MS = 30_000;
/** While the listening connection is down the version is read this often, so changes still arrive in time. */
const POLL_WHILE_DEAF_MS = 500;

export interface ContentVersionWatch {
  /** The newest version this instance knows: its own writes at once, other instances' within a second. */
  current(): bigint;
  /** After an accepted write: moves the version on, which every instance hears. */
  move(): Promise<void>;
  /** Calls `listener` with each newer version this instance learns of, until the returned function is called. */
  onMove(listener: (version: bigint) => void): () => void;
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
 * Follows the database's content version through LISTEN/NOTIFY, reading it twice a second while the
 * listening connection is lost, and every half minute otherwise. A notification only says "look": the
 * version is read from this instance's own table, because the channel is shared by every schema of the
 * database (test files each have one).
 */
export function watchContentVersion({ database, onChange, log }: WatchOptions): ContentVersionWatch {
  const repository = createContentVersionRepository(database.db);
  const listeners = new Set<(version: bigint) => void>();
  let known = 0n;
  let stopped = false;
  let poll: NodeJS.Timeout | undefined;

  // Versions only grow, so an answer that arrives late (a read or a write racing another) is ignored.
  const observe = (version: bigint) => {
    if (version <= known) return;
    known = version;
    onChange();
    for (const listener of listeners) listener(version);
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

  const pollEvery = (ms: number) => {
    clearInterval(poll);
    if (!stopped) poll = setInterval(() => void refresh(), ms).unref();
  };

  const notifications = listenSteadily({
    database,
    channel: CONTENT_VERSION_CHANNEL,
    onNotify: () => void refresh(),
    onHearing: (again) => {
      if (again) log.info('listening for content changes again');
      pollEvery(POLL_WHILE_LISTENING_MS);
      void refresh();
    },
    onDeaf: (error) => {
      log.warn({ err: error }, 'not listening for content changes; reading the version twice a second');
      pollEvery(POLL_WHILE_DEAF_MS);
    },
  });

  return {
    current: () => known,
    async move() {
      observe(await repository.move());
    },
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      known = await repository.read();
      await notifications.start();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await notifications.stop();
      await reading;
    },
  };
}
