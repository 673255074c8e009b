// @ts-check
// F-e: the video service slow, failing, or without a key. The playlist answers from its cache or
// with [] within 3 s, and the key shows up in no answer and no log line.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { check, startApi, timedRequest } from './lib.mjs';

export const title = 'F-e YouTube slow, failing, or without a key';
const KEY = 'drill-youtube-key-AIzaSyD0n0tL3ak';
const ITEM = {
  id: 'UExkcmlsbC4x',
  snippet: {
    title: 'ዜና',
    resourceId: { videoId: 'dQw4w9WgXcQ' },
    thumbnails: { medium: { url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg' } },
  },
};

async function fakeYouTube() {
  const state = { mode: 'ok', calls: 0 };
  const server = createServer((_request, response) => {
    state.calls += 1;
    if (state.mode === 'slow') return void setTimeout(() => response.end('{"items":[]}'), 10_000).unref();
    response.setHeader('content-type', 'application/json');
    if (state.mode === 'failing') {
      // Google's own error answers quote the key back; none of it may travel further.
      response.statusCode = 400;
      return void response.end(JSON.stringify({ error: { message: `API key not valid: ${KEY}` } }));
    }
    response.end(JSON.stringify({ items: [ITEM] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    state,
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * @param {import('./lib.mjs').RunningApi} api
 * @param {string} list
 */
async function playlist(api, list) {
  const started = Date.now();
  const response = await fetch(`${api.url}/api/videos/playlist?list=${list}`);
  const text = await response.text();
  return {
    status: response.status,
    ms: Date.now() - started,
    text,
    headers: JSON.stringify([...response.headers]),
  };
}

export async function run() {
  const upstream = await fakeYouTube();
  const api = await startApi({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE: upstream.url, SEED_DEMO: 'false' });
  const keyless = await startApi({ YOUTUBE_API_BASE: upstream.url, SEED_DEMO: 'false' });
  try {
    const warm = await playlist(api, 'PLwarm');
    upstream.state.mode = 'slow';
    const cachedWhileSlow = await playlist(api, 'PLwarm');
    const slow = await playlist(api, 'PLslow');
    upstream.state.mode = 'failing';
    const failing = await playlist(api, 'PLfailing');
    const home = await timedRequest(`${api.url}/api/post?limit=8`, { kind: 'read' });
    const callsBefore = upstream.state.calls;
    const noKey = await playlist(keyless, 'PLwarm');
    const answers = [warm, cachedWhileSlow, slow, failing, noKey];
    await api.stop();
    await keyless.stop();
    const leaked = answers.some((answer) => `${answer.text}${answer.headers}`.includes(KEY));
    const loggedKey = [...api.logs, ...keyless.logs].some((line) => line.includes(KEY));
    return {
      figures: { warmMs: warm.ms, slowMs: slow.ms, failingMs: failing.ms, noKeyMs: noKey.ms },
      checks: [
        check(
          'a good answer is served and cached',
          warm.status === 200 && JSON.parse(warm.text).length === 1,
        ),
        check(
          'a cached playlist is served while the service is slow',
          cachedWhileSlow.text === warm.text && cachedWhileSlow.ms < 3000,
          `${cachedWhileSlow.ms} ms`,
        ),
        check(
          'a slow service gives [] within 3 s',
          slow.status === 200 && slow.text === '[]' && slow.ms < 3000,
          `${slow.ms} ms`,
        ),
        check(
          'a failing service gives [] at once',
          failing.status === 200 && failing.text === '[]' && failing.ms < 3000,
          `${failing.ms} ms`,
        ),
        check('the rest of the API keeps serving', home.status === 200),
        check(
          'without a key the answer is [] and the service is never called',
          noKey.text === '[]' && upstream.state.calls === callsBefore,
        ),
        check('the key is in no answer and no header', !leaked),
        check('the key is in no log line', !loggedKey),
      ],
    };
  } finally {
    await api.stop();
    await keyless.stop();
    upstream.close();
  }
}
