import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createViewsService } from './views.service';

const reader = { ip: '196.188.1.10', userAgent: 'Mozilla/5.0' };

/** A database whose every statement waits until the test settles it, counting the statements sent. */
function heldDatabase() {
  const statements: { reject: (error: Error) => void }[] = [];
  const db = {
    execute: () => new Promise((_resolve, reject) => statements.push({ reject })),
  } as unknown as Db;
  return { db, statements };
}

describe('the view counter during a database outage', () => {
  it('refuses the readers queued behind a failed batch at once, instead of trying each again', async () => {
    const { db, statements } = heldDatabase();
    const views = createViewsService(db);
    const now = new Date('2026-03-02T10:00:00Z');
    const first = views.increase({ webStatus: 'visit' }, reader, now);
    const queued = [
      views.increase({ webStatus: 'page-view' }, reader, now),
      views.increase({ webStatus: 'page-view' }, reader, now),
    ];
    expect(statements).toHaveLength(1);
    statements[0]?.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    for (const answer of [first, ...queued]) await expect(answer).rejects.toThrow(/ECONNREFUSED/);
    expect(statements).toHaveLength(1);
  });
});
