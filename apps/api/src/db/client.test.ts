import { describe, expect, it } from 'vitest';
import { createDatabase, EMBEDDED_SHARED_BUFFERS } from './client';

describe('the embedded database', () => {
  it('keeps its page cache small, so the idle API stays small in memory', async () => {
    const database = await createDatabase({});
    try {
      const result = (await database.db.execute('SHOW shared_buffers')) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
    } finally {
      await database.close();
    }
  });
});
