import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';
import { listenSteadily } from '../db/steady-listen';

/** What a handler asks for when it has done part of its work and more is left (a newsletter's batch). */
export const AGAIN = Symbol('again');

/** Thrown by a handler when the other side asked to wait (Telegram's `retry_after`, a 429). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

/** Thrown by a handler when trying again cannot help (a message Telegram refuses for good). */
export class GiveUp extends Error {}

export interface JobContext {
  /** Aborted when the instance is stopping: a long handler stops between steps and returns AGAIN. */
  signal: AbortSignal;
  attempt: number;
}

export type JobHandler = (
  payload: Record<string, unknown>,
  context: JobContext,
) => Promise<undefined | typeof AGAIN>;

export interface EnqueueOptions {
  /** A job with the same kind and key is queued once, ever: the second enqueue is a no-op. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

interface JobLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface RegisterOptions {
  /**
   * The payload is emptied as soon as the job is done or has failed for good: what an email said
   * (a link, an address) is not kept for the 30 days a finished job is.
   */
  forgetsPayload?: boolean;
  /** The job is never forgotten, so its key is never queued again (a pass that must run once, ever). */
  remembered?: boolean;
}

export interface JobQueue {
  register(kind: string, handler: JobHandler, options?: RegisterOptions): void;
  /** Queues a job; false when its key was queued before. */
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<boolean>;
  /** Looks for due work now rather than at the next tick. */
  kick(): void;
  start(): void;
  /** Stops claiming, lets the running job reach a step's end, and hands its lock back. */
  stop(): Promise<void>;
  /**
   * Forgets finished jobs older than `days`, except the kinds whose key must be remembered for good:
   * those in `keep` and those registered as remembered.
   */
  purge(days: number, keep: readonly string[]): Promise<number>;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const LOCK_MS = 60_000;
/** Every instance listens here; an enqueue notifies it in the same statement that queues the job. */
export const JOBS_CHANNEL = 'station_jobs';
/** While the listening connection is down, due work is looked for this often (at most). */
const POLL_WHILE_DEAF_MS = 1_000;
const MAX_BACKOFF_MS = 3_600_000;

/** 10 s, 20 s, 40 s … up to an hour between tries. */
const backoffMs = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), MAX_BACKOFF_MS);

interface QueueOptions {
  database: Pick<Database, 'db' | 'listen'>;
  log: JobLog;
  /** Due work is looked for at least this often, though a notification or a job's time comes first. */
  pollMs: number;
}

/**
 * A queue in the database the app already has (the embedded one or PostgreSQL): every instance ticks
 * and claims one due job at a time with FOR UPDATE SKIP LOCKED, so a job runs on one instance at once;
 * a claim holds for a minute, so the work of an instance that died is taken up by another after it.
 * An instance ticks when a job is queued anywhere (LISTEN/NOTIFY), at the time the next job is due,
 * and at the slow `pollMs` in case a notification went missing: idle, it does nearly nothing.
 */
export function createJobQueue({ database, log, pollMs }: QueueOptions): JobQueue {
  const { db } = database;
  const handlers = new Map<string, JobHandler>();
  const forgetting = new Set<string>();
  const remembered = new Set<string>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wanted = false;
  let hearing = false;

  const kindsIn = () =>
    sql.join(
      [...handlers.keys()].map((kind) => sql`${kind}`),
      sql`, `,
    );

  async function claim(): Promise<ClaimedJob | undefined> {
    if (handlers.size === 0) return undefined;
    const result = await db.execute(sql`
      UPDATE jobs SET locked_until = now() + ${`${LOCK_MS} milliseconds`}::interval, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
          AND kind IN (${kindsIn()})
        ORDER BY run_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts, max_attempts`);
    return rowsOf<ClaimedJob>(result)[0];
  }

  async function runOne(job: ClaimedJob) {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    const kept = forgetting.has(job.kind) ? sql`'{}'::jsonb` : sql`payload`;
    try {
      const outcome = await handler(job.payload, { signal: stopping.signal, attempt: job.attempts });
      if (outcome === AGAIN) {
        // Part done: not a failed try, and due again at once (behind anything already waiting).
        await db.execute(sql`
          UPDATE jobs SET attempts = attempts - 1, locked_until = NULL, run_at = now() WHERE id = ${job.id}`);
      } else {
        await db.execute(
          sql`UPDATE jobs SET done_at = now(), locked_until = NULL, payload = ${kept} WHERE id = ${job.id}`,
        );
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof GiveUp || job.attempts >= job.max_attempts;
      const waitMs = error instanceof RetryLater ? error.afterMs : backoffMs(job.attempts);
      if (final) {
        log.error(
          { event: 'job-failed', kind: job.kind, job: job.id, error: message },
          'a job failed for good',
        );
        await db.execute(sql`
          UPDATE jobs SET failed_at = now(), last_error = ${message}, locked_until = NULL, payload = ${kept}
          WHERE id = ${job.id}`);
      } else {
        log.warn(
          { event: 'job-retry', kind: job.kind, job: job.id, attempt: job.attempts, error: message, waitMs },
          'a job failed; it is tried again',
        );
        await db.execute(sql`
          UPDATE jobs SET last_error = ${message}, locked_until = NULL,
            run_at = now() + ${`${waitMs} milliseconds`}::interval
          WHERE id = ${job.id}`);
      }
    }
  }

  /** How long until the next job this instance can run is due (or its claim runs out), if there is one. */
  async function nextDueMs(): Promise<number | undefined> {
    if (handlers.size === 0) return undefined;
    const [row] = rowsOf<{ ms: number | null }>(
      await db.execute(sql`
        SELECT (extract(epoch FROM min(greatest(run_at, coalesce(locked_until, run_at))) - now()) * 1000)::float8 AS ms
        FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND kind IN (${kindsIn()})`),
    );
    return row?.ms ?? undefined;
  }

  function wakeIn(ms: number) {
    clearTimeout(timer);
    if (stopping.signal.aborted) return;
    const fallback = hearing ? pollMs : Math.min(pollMs, POLL_WHILE_DEAF_MS);
    // A few milliseconds late rather than early: the database's clock decides what is due.
    timer = setTimeout(tick, Math.min(Math.max(Math.ceil(ms) + 5, 0), fallback)).unref();
  }

  async function drain(): Promise<number | undefined> {
    do {
      wanted = false;
      for (;;) {
        if (stopping.signal.aborted) return undefined;
        const job = await claim();
        if (!job) break;
        await runOne(job);
      }
    } while (wanted);
    return nextDueMs();
  }

  function tick() {
    if (stopping.signal.aborted) return;
    if (running) {
      wanted = true;
      return;
    }
    running = drain()
      .then((dueMs) => wakeIn(dueMs ?? Number.POSITIVE_INFINITY))
      .catch((error: unknown) => {
        log.warn(
          { event: 'job-tick-failed', error: String(error) },
          'looking for jobs failed; the next tick tries again',
        );
        wakeIn(Number.POSITIVE_INFINITY);
      })
      .finally(() => {
        running = undefined;
      });
  }

  const notifications = listenSteadily({
    database,
    channel: JOBS_CHANNEL,
    onNotify: tick,
    onHearing: () => {
      hearing = true;
      tick();
    },
    onDeaf: (error) => {
      hearing = false;
      log.warn(
        { event: 'jobs-not-listening', error: error.message },
        'not hearing of queued jobs; looking for them every second',
      );
      wakeIn(POLL_WHILE_DEAF_MS);
    },
  });

  return {
    register(kind, handler, options = {}) {
      handlers.set(kind, handler);
      if (options.forgetsPayload) forgetting.add(kind);
      if (options.remembered) remembered.add(kind);
    },
    async enqueue(kind, payload, options = {}) {
      const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
      const result = await db.execute(sql`
        WITH queued AS (
          INSERT INTO jobs (kind, key, payload, run_at, max_attempts)
          VALUES (${kind}, ${options.key ?? null}, ${JSON.stringify(payload)}::jsonb, ${runAt},
            ${options.maxAttempts ?? sql`DEFAULT`})
          ON CONFLICT (kind, key) WHERE key IS NOT NULL DO NOTHING
          RETURNING id
        )
        SELECT id, pg_notify(${JOBS_CHANNEL}, '') FROM queued`);
      return rowsOf(result).length > 0;
    },
    kick: () => setImmediate(tick),
    start() {
      void notifications.start();
      tick();
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await notifications.stop();
      await running;
    },
    async purge(days, keep) {
      const result = await db.execute(sql`
        DELETE FROM jobs
        WHERE coalesce(done_at, failed_at) < now() - ${`${days} days`}::interval
          -- '' (no job's kind) keeps the list valid SQL when nothing is to be kept.
          AND kind NOT IN (${sql.join(
            ['', ...keep, ...remembered].map((kind) => sql`${kind}`),
            sql`, `,
          )})
        RETURNING id`);
      return rowsOf(result).length;
    },
  };
}
