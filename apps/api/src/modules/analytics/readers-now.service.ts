import {
  AUDIENCE_TARGET_KINDS,
  READERS_NOW_MINUTES,
  READERS_NOW_PAGES,
  type ReadersNow,
} from '@station/domain';
import type { Db } from '../../db/client';
import { createReadersNowRepository } from './readers-now.repository';

const MINUTE_MS = 60_000;

/** Who is on the site now (docs/analytics.md), for the console's analytics page. */
export function createReadersNowService(db: Db) {
  const repo = createReadersNowRepository(db);
  return {
    async readersNow(now = new Date()): Promise<ReadersNow> {
      const since = new Date(now.getTime() - READERS_NOW_MINUTES * MINUTE_MS);
      const [visitors, pages] = await Promise.all([
        repo.visitors(since, now),
        repo.pages(since, now, READERS_NOW_PAGES),
      ]);
      return {
        visitors,
        pages: pages.map((row) => ({
          targetKind: AUDIENCE_TARGET_KINDS[row.target_kind] ?? 'page',
          target: row.target,
          title: row.title,
          readers: Number(row.readers),
        })),
      };
    },
  };
}
