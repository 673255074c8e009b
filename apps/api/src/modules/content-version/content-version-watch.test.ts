import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createContentVersionRepository } from './content-version.repository';
import { watchContentVersion } from './content-version-watch';

const quiet = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

let database: Database;
beforeAll(async () => {
  database = await createDatabase({});
  await migrate(database);
});
afterAll(() => database.close());

describe('when the listening connection is lost', () => {
  it('still learns of another instance’s write within a second, and listens again', async () => {
    const losses: ((error: Error) => void)[] = [];
    let heard = 0;
    // The connection of this test can be cut: once lost, it hears nothing more, like a dead socket.
    const cuttable: Database = {
      ...database,
      listen: async (channel, onNotify, onLost) => {
        const index = losses.length;
        losses.push(onLost);
        return database.listen(
          channel,
          () => {
            if (losses[index] !== undefined) {
              heard += 1;
              onNotify();
            }
          },
          onLost,
        );
      },
    };
    let changes = 0;
    const watch = watchContentVersion({
      database: cuttable,
      onChange: () => {
        changes += 1;
      },
      log: quiet,
    });
    await watch.start();
    const elsewhere = createContentVersionRepository(database.db);

    const first = await elsewhere.move();
    await vi.waitFor(() => expect(watch.current()).toBe(first), { timeout: 1000, interval: 10 });
    expect(heard).toBe(1);

    const lose = losses[0];
    losses[0] = undefined as unknown as (error: Error) => void;
    lose?.(new Error('connection reset'));
    const second = await elsewhere.move();
    const moved = Date.now();
    await vi.waitFor(() => expect(watch.current()).toBe(second), { timeout: 1000, interval: 10 });
    expect(Date.now() - moved).toBeLessThan(1000);
    expect(changes).toBe(2);
    await vi.waitFor(() => expect(losses).toHaveLength(2), { timeout: 2000, interval: 10 });
    await watch.stop();
  });
});
