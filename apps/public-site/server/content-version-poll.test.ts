// @vitest-environment node
import { once } from 'node:events';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContentVersionPoll, pollContentVersion } from './content-version-poll';
import { startFakeContentVersionApi } from './content-version-poll.fake-api';

const running: { stop(): void }[] = [];
afterEach(() => {
  for (const each of running.splice(0)) each.stop();
});

async function follow(apiUrl: string, onChange = () => undefined): Promise<ContentVersionPoll> {
  const poll = pollContentVersion({ apiUrl, onChange, retryMs: 20 });
  running.push(poll);
  await poll.ready;
  return poll;
}

describe('following the API’s content version', () => {
  it('asks once and then waits on the API, hearing of a move at once', async () => {
    const api = await startFakeContentVersionApi('1');
    running.push(api);
    let changes = 0;
    const poll = await follow(api.apiUrl, () => {
      changes += 1;
    });
    await vi.waitFor(() => expect(api.held()).toBe(1), { interval: 5 });
    expect([api.asks(), changes, poll.apiUp()]).toEqual([2, 0, true]);

    const moved = Date.now();
    api.move('2');
    await vi.waitFor(() => expect(changes).toBe(1), { interval: 5 });
    expect(Date.now() - moved).toBeLessThan(200);
    await vi.waitFor(() => expect(api.held()).toBe(1), { interval: 5 });
    expect(api.asks()).toBe(3);
  });

  it('marks the API down when an ask fails, asks again after a pause, and up once answered', async () => {
    const api = await startFakeContentVersionApi('1');
    const poll = await follow(api.apiUrl);
    await vi.waitFor(() => expect(api.held()).toBe(1), { interval: 5 });
    api.stop();
    await vi.waitFor(() => expect(poll.apiUp()).toBe(false), { interval: 5 });

    running.push(await startFakeContentVersionApi('1', api.port));
    await vi.waitFor(() => expect(poll.apiUp()).toBe(true), { timeout: 2000, interval: 10 });
  });

  it('asks no more than twice a second of an API that answers without holding', async () => {
    let asks = 0;
    const api = createServer((_request, response) => {
      asks += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ version: '1' }));
    });
    running.push({ stop: () => api.close() });
    api.listen(0, '127.0.0.1');
    await once(api, 'listening');
    const started = Date.now();
    await follow(`http://127.0.0.1:${(api.address() as { port: number }).port}/api/`);
    await vi.waitFor(() => expect(asks).toBe(3), { timeout: 2000, interval: 10 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });
});
