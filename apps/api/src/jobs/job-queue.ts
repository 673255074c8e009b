import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { jobs } from '../db/schema/index';

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
const MAX_BACKOFF_MS = 3_600_000;

/** 10 s, 20 s, 40 s … up to an hour between tries. */
const backoffMs = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), MAX_BACKOFF_MS);

/**
 * A queue in the database the app already has (the embedded one or PostgreSQL): every instance ticks
 * and claims one due job at a time with FOR UPDATE SKIP LOCKED, so a job runs on one instance at once;
 * a claim holds for a minute, so the work of an instance that died is taken up by another after it.
 */
export function createJobQueue({ db, log, pollMs }: { db: Db; log: JobLog; pollMs: number }): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const forgetting = new Set<string>();
  const remembered = new Set<string>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wanted = false;

  async function claim(): Promise<ClaimedJob | undefined> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return undefined;
    const result = await db.execute(sql`
      UPDATE jobs SET locked_until = now() + ${`${LOCK_MS} milliseconds`}::interval, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
        WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
          AND kind IN (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
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

  async function drain() {
    do {
      wanted = false;
      for (;;) {
        if (stopping.signal.aborted) return;
        const job = await claim();
        if (!job) break;
        await runOne(job);
      }
    } while (wanted);
  }

  function tick() {
    if (stopping.signal.aborted) return;
    if (running) {
      wanted = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.warn(
          { event: 'job-tick-failed', error: String(error) },
          'looking for jobs failed; the next tick tries again',
        );
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    register(kind, handler, options = {}) {
      handlers.set(kind, handler);
      if (options.forgetsPayload) forgetting.add(kind);
      if (options.remembered) remembered.add(kind);
    },
    async enqueue(kind, payload, options = {}) {
      const inserted = await db
        .insert(jobs)
        .values({
          kind,
          payload,
          key: options.key ?? null,
          runAt: options.runAt ?? new Date(),
          ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
        })
        .onConflictDoNothing({ target: [jobs.kind, jobs.key], where: sql`key IS NOT NULL` })
        .returning({ id: jobs.id });
      return inserted.length > 0;
    },
    kick: () => setImmediate(tick),
    start() {
      timer ??= setInterval(tick, pollMs).unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
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
