import type { Database } from './client';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5000;

interface SteadyListenOptions {
  database: Pick<Database, 'listen'>;
  channel: string;
  onNotify: () => void;
  /**
   * Listening, first or again (`again` after an outage). Whatever was sent while nobody listened was
   * missed, so the caller looks now.
   */
  onHearing: (again: boolean) => void;
  /** The connection was lost or could not be opened: nothing is heard until the next `onHearing`. */
  onDeaf: (error: Error) => void;
}

export interface SteadyListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Holds one LISTEN on `channel`, opening it again with a growing pause whenever it is lost. `onDeaf`
 * is said once per outage, however many tries it takes to listen again.
 */
export function listenSteadily({
  database,
  channel,
  onNotify,
  onHearing,
  onDeaf,
}: SteadyListenOptions): SteadyListener {
  let stopped = false;
  let deaf = false;
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;

  const lost = (error: Error) => {
    unlisten = undefined;
    if (stopped) return;
    if (!deaf) onDeaf(error);
    deaf = true;
    retry = setTimeout(() => void listen(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function listen(): Promise<void> {
    retry = undefined;
    if (stopped) return;
    try {
      unlisten = await database.listen(channel, onNotify, lost);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (stopped) {
      await unlisten();
      return;
    }
    const again = deaf;
    deaf = false;
    retryMs = RETRY_FIRST_MS;
    onHearing(again);
  }

  return {
    start: listen,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await unlisten?.().catch(() => undefined);
    },
  };
}
