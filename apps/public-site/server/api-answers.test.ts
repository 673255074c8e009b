import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiAnswers } from './api-answers';

const SATELLITES = 'http://127.0.0.1:3000/api/satellite-info';

/** An API that answers each address with its name and how many times it was asked. */
function fakeApi(status = 200) {
  const asked = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const times = (asked.get(url) ?? 0) + 1;
    asked.set(url, times);
    return new Response(JSON.stringify({ url, times }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch.mock.calls };
}

const read = async (response: Promise<Response>) => (await response).json() as Promise<{ times: number }>;

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiAnswers', () => {
  it('gives renders asking together one call, and asks again once the answer has expired', async () => {
    let now = 0;
    const api = fakeApi();
    const answers = createApiAnswers({ ttlMs: 5_000, fetch: api.fetch, now: () => now });
    const together = await Promise.all([read(answers.fetch(SATELLITES)), read(answers.fetch(SATELLITES))]);
    expect(together).toEqual([
      { url: SATELLITES, times: 1 },
      { url: SATELLITES, times: 1 },
    ]);
    now = 4_999;
    expect((await read(answers.fetch(SATELLITES))).times).toBe(1);
    now = 5_000;
    expect((await read(answers.fetch(SATELLITES))).times).toBe(2);
  });

  it('asks for answers uncompressed and keeps the headers the client sent', async () => {
    const api = fakeApi();
    const answers = createApiAnswers({ ttlMs: 5_000, fetch: api.fetch });
    const response = await answers.fetch(SATELLITES, { headers: { Accept: 'application/json' } });
    expect(response.headers.get('content-type')).toBe('application/json');
    const headers = new Headers(api.calls[0]?.[1]?.headers);
    expect(headers.get('accept-encoding')).toBe('identity');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('asks again after a refusal or a failure: only answers worth sharing are kept', async () => {
    const refusing = fakeApi(404);
    const answers = createApiAnswers({ ttlMs: 5_000, fetch: refusing.fetch });
    expect((await answers.fetch(SATELLITES)).status).toBe(404);
    expect((await answers.fetch(SATELLITES)).status).toBe(404);
    expect(refusing.calls).toHaveLength(2);

    let fail = true;
    const flaky = vi.fn(async () => {
      if (fail) throw new TypeError('fetch failed');
      return new Response('[]');
    });
    const afterFailure = createApiAnswers({ ttlMs: 5_000, fetch: flaky as unknown as typeof fetch });
    await expect(afterFailure.fetch(SATELLITES)).rejects.toThrow('fetch failed');
    fail = false;
    expect(await (await afterFailure.fetch(SATELLITES)).text()).toBe('[]');
  });

  it('drops every answer when a write is heard, and again once the API instances have all heard of it', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    const answers = createApiAnswers({ ttlMs: 60_000, fetch: api.fetch });
    await read(answers.fetch(SATELLITES));
    answers.clearAfterWrite();
    expect((await read(answers.fetch(SATELLITES))).times).toBe(2);
    vi.advanceTimersByTime(2_000);
    expect((await read(answers.fetch(SATELLITES))).times).toBe(3);
    expect((await read(answers.fetch(SATELLITES))).times).toBe(3);
  });

  it('lets a render that stops waiting go without stopping the call the others wait for', async () => {
    const api = fakeApi();
    const answers = createApiAnswers({ ttlMs: 5_000, fetch: api.fetch });
    const stopped = new AbortController();
    const first = answers.fetch(SATELLITES, { signal: stopped.signal });
    const second = answers.fetch(SATELLITES);
    stopped.abort(new DOMException('stopped', 'AbortError'));
    await expect(first).rejects.toThrow('stopped');
    expect((await read(second)).times).toBe(1);
    expect(api.calls[0]?.[1]?.signal).toBeNull();
  });

  it('sends anything but a read straight on, and keeps nothing when pages are not kept', async () => {
    const api = fakeApi();
    const answers = createApiAnswers({ ttlMs: 5_000, fetch: api.fetch });
    await answers.fetch(SATELLITES, { method: 'PATCH' });
    await answers.fetch(SATELLITES, { method: 'PATCH' });
    expect(api.calls).toHaveLength(2);

    const uncached = fakeApi();
    const passing = createApiAnswers({ ttlMs: 0, fetch: uncached.fetch });
    expect((await read(passing.fetch(SATELLITES))).times).toBe(1);
    expect((await read(passing.fetch(SATELLITES))).times).toBe(2);
    expect(passing.size()).toBe(0);
  });

  it('keeps at most maxEntries answers, letting the oldest go first', async () => {
    const api = fakeApi();
    const answers = createApiAnswers({ ttlMs: 5_000, maxEntries: 3, fetch: api.fetch });
    for (let id = 0; id < 10; id += 1) await answers.fetch(`http://127.0.0.1:3000/api/post/${id}`);
    expect(answers.size()).toBeLessThanOrEqual(3);
    expect((await read(answers.fetch('http://127.0.0.1:3000/api/post/9'))).times).toBe(1);
    expect((await read(answers.fetch('http://127.0.0.1:3000/api/post/0'))).times).toBe(2);
  });
});
