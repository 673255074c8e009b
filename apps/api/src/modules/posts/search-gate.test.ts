import { describe, expect, it } from 'vitest';
import { createGate } from './search-gate';

function held() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => done };
}

describe('createGate', () => {
  it('runs two at once, queues two, refuses the fifth with 503, then takes work again', async () => {
    const gate = createGate({ running: 2, waiting: 2 });
    const started: number[] = [];
    const tasks = [held(), held(), held(), held()];
    const results = tasks.map((entry, index) =>
      gate.run(() => {
        started.push(index);
        return entry.task();
      }),
    );
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({
      statusCode: 503,
      headers: { 'retry-after': '2' },
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    tasks[0]?.open();
    await results[0];
    await expect.poll(() => started).toEqual([0, 1, 2]);
    for (const entry of tasks) entry.open();
    await Promise.all(results);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('frees its place when a task fails', async () => {
    const gate = createGate({ running: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
