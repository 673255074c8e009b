import type { ViewEngagedQuery, ViewIncreaseQuery } from '@station/domain';
import type { Db } from '../../db/client';
import { anonymiseIp } from '../../lib/anonymise-ip';
import { utcDay } from '../../lib/day';
import { audienceHit } from './audience-event';
import { describeClient } from './client-description';
import { createViewsRepository, type Hit } from './views.repository';

const VISITS_KEPT_DAYS = 90;

export interface Client {
  ip: string;
  userAgent: string;
  /** The reader sent `DNT: 1` or `Sec-GPC: 1`. */
  optsOut?: boolean;
}

export interface ViewsOptions {
  /** Honour `DNT`/`Sec-GPC`: such a reader's pages still move the counters but make no audience event. */
  respectOptOut?: boolean;
  /** The public site's host, so the audience analytics tell its own links from other sites'. */
  siteHost?: string;
}

/** Hits written by one statement at most; under load a batch holds what arrived during the last one. */
const BATCH_MAX = 500;
/** Deadlock and serialization failures roll the whole statement back, so trying again stays exact. */
const RETRY_CODES = new Set(['40P01', '40001']);

interface Waiting {
  hit: Hit;
  done: (error: unknown, counted?: boolean) => void;
}

function retryable(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return RETRY_CODES.has(String(cause?.code ?? code));
}

/**
 * Readers who arrive while a batch is being written wait for the next one, which starts as soon as the
 * previous commits. A hit is answered only after the statement holding it has committed, so nothing
 * acknowledged lives only in memory: the batching saves round trips and lock hand-offs, not durability.
 */
export function createViewsService(db: Db, { respectOptOut = false, siteHost = '' }: ViewsOptions = {}) {
  const repo = createViewsRepository(db);
  let lastPrune = 0;
  let queue: Waiting[] = [];
  // One batch at a time: a second would only wait on the first one's row locks; measured, two writers
  // made smaller batches that each took longer.
  let writing = false;
  let batchSize = 0;

  async function prune(now: Date): Promise<void> {
    if (now.getTime() - lastPrune < 3_600_000) return;
    lastPrune = now.getTime();
    await repo.pruneBefore(new Date(now.getTime() - VISITS_KEPT_DAYS * 86_400_000));
  }

  async function writeWithRetry(hits: Hit[]): Promise<Set<string>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await repo.record(hits);
      } catch (error) {
        if (attempt >= 3 || !retryable(error)) throw error;
      }
    }
  }

  function writeNext(): void {
    if (writing || queue.length === 0) return;
    writing = true;
    const batch = queue.slice(0, BATCH_MAX);
    queue = queue.slice(BATCH_MAX);
    batchSize = batch.length;
    writeWithRetry(batch.map((waiting) => waiting.hit))
      .then(
        (found) => {
          for (const { hit, done } of batch) done(null, hit.article === null || found.has(hit.article));
        },
        (error: unknown) => {
          // Readers queued behind a failed batch are refused with it rather than left to wait through
          // another connect timeout: an outage then answers everyone within one timeout, and nothing
          // refused was written.
          const refused = batch.concat(queue);
          queue = [];
          for (const { done } of refused) done(error);
        },
      )
      .finally(() => {
        writing = false;
        batchSize = 0;
        writeNext();
      });
  }

  /** Queues a hit for the next batch; answers, once it is written, whether its article (if any) exists. */
  function write(hit: Hit): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      queue.push({ hit, done: (error, exists) => (error ? reject(error) : resolve(exists === true)) });
      writeNext();
    });
  }

  function hitOf(query: ViewIncreaseQuery, client: Client, now: Date, engaged: boolean): Hit {
    const description = describeClient(client.userAgent);
    const { device, browser } = description;
    const ip = anonymiseIp(client.ip);
    return {
      day: utcDay(now),
      article: query.articleId?.toLowerCase() ?? null,
      counts_article: !engaged && query.articleStatus === 'visit',
      kind: query.webStatus,
      ip,
      path: query.path ?? '/',
      device,
      browser,
      engaged,
      ...audienceHit(
        {
          query,
          anonymisedIp: ip,
          userAgent: client.userAgent,
          client: description,
          optedOut: respectOptOut && client.optsOut === true,
          siteHost,
        },
        now,
      ),
    };
  }

  return {
    /** Hits not yet committed: the batch being written and those waiting for the next. */
    queueDepth: () => batchSize + queue.length,
    /**
     * Counts one hit. Answers whether the article it names (if any) exists: a hit of a deleted or
     * unknown article counts nowhere, and its reader is not told (contract 4).
     */
    async increase(query: ViewIncreaseQuery, client: Client, now: Date): Promise<boolean> {
      // Without an article every write happens; with one, nothing happens unless the article exists.
      const found = await write(hitOf(query, client, now, false));
      // Pruning is housekeeping: this visit is already counted, so a failure must not turn its answer
      // into an error. The next visit tries again.
      prune(now).catch(() => {
        lastPrune = 0;
      });
      return found;
    },
    /**
     * Counts a reader who stayed with an article: once per reader, article and Addis Ababa day, never
     * for a bot, nothing for an article readers may not see. It moves none of the view counters.
     */
    async engaged(query: ViewEngagedQuery, client: Client, now: Date): Promise<void> {
      const path = `/article/${query.articleId.toLowerCase()}`;
      await write(
        hitOf({ ...query, webStatus: 'page-view', articleStatus: 'page-view', path }, client, now, true),
      );
    },
  };
}

export type ViewsService = ReturnType<typeof createViewsService>;
