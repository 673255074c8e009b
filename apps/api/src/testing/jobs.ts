import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/client';
import type { TestApp } from './build-test-app';

/**
 * Makes every job that failed a try and is waiting out its back-off due now, so a test need not wait
 * 10 s for the retry. It waits until such a job exists: the queue records the failure (and its wait)
 * only after the failed call, and moving the wait forward before that would be overwritten.
 */
export async function retryFailedJobsNow(t: TestApp): Promise<void> {
  await expect
    .poll(
      async () =>
        rowsOf(
          await t.database.db.execute(sql`
            UPDATE jobs SET run_at = now()
            WHERE done_at IS NULL AND failed_at IS NULL AND locked_until IS NULL AND last_error IS NOT NULL
            RETURNING id`),
        ).length,
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  t.app.jobs.kick();
}
