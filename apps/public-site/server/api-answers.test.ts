import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiAnswers, fetchUncompressed } from './api-answers';

const SATELLITES = 'http://127.0.0.1:3000/api/satellite-info';

/** A read that answers how many times it was made. */
function counted() {
  let times = 0;
  const read = vi.fn(async () => {
    times += 1;
    return { times };
  });
  return read;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiAnswers', () => {
  it('gives renders asking together one read, and reads again once the answer has expired', async () => {
    let now = 0;
    const answers = createApiAnswers({ ttlMs: 5_000, now: () => now });
    const read = counted();
    const together = await Promise.all([
      answers.shareReads(SATELLITES, read),
      answers.shareReads(SATELLITES, read),
    ]);
    expect(together).toEqual([{ times: 1 }, { times: 1 }]);
    now = 4_999;
    expect(await answers.shareReads(SATELLITES, read)).toEqual({ times: 1 });
    expect(read).toHaveBeenCalledTimes(1);
    now = 5_000;
    expect(await answers.shareReads(SATELLITES, read)).toEqual({ times: 1 });
    expect(read).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect(await answers.shareReads(SATELLITES, read)).toEqual({ times: 2 }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('hands out an expired answer while one new read runs, so no render waits for it', async () => {
    let now = 0;
    const answers = createApiAnswers({ ttlMs: 5_000, now: () => now });
    await answers.shareReads(SATELLITES, async () => 'old');
    now = 6_000;
    let answer: (value: string) => void = () => undefined;
    const slow = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    expect(await answers.shareReads(SATELLITES, slow)).toBe('old');
    expect(await answers.shareReads(SATELLITES, slow)).toBe('old');
    expect(slow).toHaveBeenCalledTimes(1);
    answer('new');
    await vi.waitFor(async () => expect(await answers.shareReads(SATELLITES, slow)).toBe('new'));
  });

  it('waits for a new answer once the one kept is twice as old as answers may be', async () => {
    let now = 0;
    const answers = createApiAnswers({ ttlMs: 5_000, now: () => now });
    await answers.shareReads(SATELLITES, async () => 'old');
    now = 10_000;
    expect(await answers.shareReads(SATELLITES, async () => 'new')).toBe('new');
  });

  it('goes on handing out the expired answer when the new read fails, and tries again', async () => {
    let now = 0;
    const answers = createApiAnswers({ ttlMs: 5_000, now: () => now });
    await answers.shareReads(SATELLITES, async () => 'old');
    now = 6_000;
    const failing = vi.fn(() => Promise.reject(new Error('The API is restarting')));
    expect(await answers.shareReads(SATELLITES, failing)).toBe('old');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(await answers.shareReads(SATELLITES, async () => 'new')).toBe('old');
    await vi.waitFor(async () => expect(await answers.shareReads(SATELLITES, failing)).toBe('new'));
  });

  it('keeps answers apart by address', async () => {
    const answers = createApiAnswers({ ttlMs: 5_000 });
    expect(await answers.shareReads(`${SATELLITES}?a`, async () => 'a')).toBe('a');
    expect(await answers.shareReads(`${SATELLITES}?b`, async () => 'b')).toBe('b');
    expect(await answers.shareReads(`${SATELLITES}?a`, async () => 'not asked')).toBe('a');
  });

  it('hands every render the same answer, which none of them can change', async () => {
    const answers = createApiAnswers({ ttlMs: 5_000 });
    const answer = await answers.shareReads(SATELLITES, async () => ({ data: [{ name: 'Nilesat' }] }));
    expect(() => {
      (answer.data[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(await answers.shareReads(SATELLITES, async () => ({ data: [] }))).toEqual({
      data: [{ name: 'Nilesat' }],
    });
  });

  it('reads again after a refusal or a failure: only answers are kept', async () => {
    const answers = createApiAnswers({ ttlMs: 5_000 });
    await expect(
      answers.shareReads(SATELLITES, () => Promise.reject(new Error('The post was not found'))),
    ).rejects.toThrow('not found');
    expect(await answers.shareReads(SATELLITES, async () => 'found')).toBe('found');
  });

  it('drops every answer when a write is heard, and again once the API instances have all heard of it', async () => {
    vi.useFakeTimers();
    const answers = createApiAnswers({ ttlMs: 60_000 });
    const read = counted();
    await answers.shareReads(SATELLITES, read);
    answers.clearAfterWrite();
    expect(await answers.shareReads(SATELLITES, read)).toEqual({ times: 2 });
    vi.advanceTimersByTime(2_000);
    expect(await answers.shareReads(SATELLITES, read)).toEqual({ times: 3 });
    expect(await answers.shareReads(SATELLITES, read)).toEqual({ times: 3 });
  });

  it('lets a render that stops waiting go without stopping the read the others wait for', async () => {
    const answers = createApiAnswers({ ttlMs: 5_000 });
    let answer: (value: string) => void = () => undefined;
    const read = () => new Promise<string>((resolve) => (answer = resolve));
    const stopped = new AbortController();
    const first = answers.shareReads(SATELLITES, read, stopped.signal);
    const second = answers.shareReads(SATELLITES, read);
    stopped.abort(new DOMException('stopped', 'AbortError'));
    await expect(first).rejects.toThrow('stopped');
    answer('satellites');
    expect(await second).toBe('satellites');
  });

  it('keeps nothing when pages are not kept', async () => {
    const answers = createApiAnswers({ ttlMs: 0 });
    const read = counted();
    expect(await answers.shareReads(SATELLITES, read)).toEqual({ times: 1 });
    expect(await answers.shareReads(SATELLITES, read)).toEqual({ times: 2 });
    expect(answers.size()).toBe(0);
  });

  it('keeps at most maxEntries answers, letting the least recently used go first', async () => {
    const answers = createApiAnswers({ ttlMs: 5_000, maxEntries: 3 });
    await answers.shareReads(SATELLITES, async () => 'satellites');
    for (let id = 0; id < 10; id += 1) {
      await answers.shareReads(`${SATELLITES}/${id}`, async () => id);
      expect(await answers.shareReads(SATELLITES, async () => 'read again')).toBe('satellites');
    }
    expect(answers.size()).toBeLessThanOrEqual(3);
    expect(await answers.shareReads(`${SATELLITES}/9`, async () => 'read again')).toBe(9);
    expect(await answers.shareReads(`${SATELLITES}/0`, async () => 'read again')).toBe('read again');
  });
});

describe('fetchUncompressed', () => {
  it('asks for the answer uncompressed and keeps the headers the client sent', async () => {
    const server = createServer((request, response) => response.end(JSON.stringify(request.headers)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetchUncompressed(`http://127.0.0.1:${port}/`, {
        headers: { Accept: 'application/json' },
      });
      expect(await response.json()).toMatchObject({
        'accept-encoding': 'identity',
        accept: 'application/json',
      });
    } finally {
      server.close();
    }
  });
});
