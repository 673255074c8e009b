import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTelegramFiles } from './telegram-files';

const TOKEN = '123456:test-bot-token';
const MB = 1024 * 1024;

/** What the fake Bot API answers getFile with, and how it serves the file; each test sets its own. */
let filePath = 'photos/a.jpg';
let serveFile: (response: ServerResponse) => void = (response) => response.end('jpeg');
const seen: string[] = [];
const elsewhereSeen: string[] = [];

let botApi: Server;
let elsewhere: Server;
let botApiBase: string;
let elsewhereBase: string;

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  botApi = createServer((request, response) => {
    seen.push(request.url ?? '');
    if (request.url?.startsWith(`/bot${TOKEN}/getFile`)) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: true, result: { file_path: filePath } }));
      return;
    }
    if (request.url?.startsWith(`/file/bot${TOKEN}/`)) return serveFile(response);
    response.statusCode = 404;
    response.end();
  });
  elsewhere = createServer((request, response) => {
    elsewhereSeen.push(request.url ?? '');
    response.end('not from telegram');
  });
  botApiBase = await listen(botApi);
  elsewhereBase = await listen(elsewhere);
});
afterEach(() => {
  seen.length = 0;
  elsewhereSeen.length = 0;
  filePath = 'photos/a.jpg';
  serveFile = (response) => response.end('jpeg');
});
afterAll(() => {
  botApi.close();
  elsewhere.close();
});

const download = () =>
  createTelegramFiles({ token: TOKEN, apiBase: botApiBase }).download({
    file_id: 'f1',
    width: 800,
    height: 450,
  });

describe('Telegram file downloads', () => {
  it('read a file from the Bot API', async () => {
    expect((await download()).toString()).toBe('jpeg');
  });

  it.each([
    '%2e%2e/%2e%2e/getMe',
    '../getMe',
    'photos/../../getMe',
    '//elsewhere.test/a.jpg',
    'photos/a.jpg?x=1',
    'http://elsewhere.test/a.jpg',
  ])('refuse the file path %s without fetching anything', async (path) => {
    filePath = path;
    await expect(download()).rejects.toThrow(/path/);
    expect(seen).toEqual([expect.stringContaining('/getFile')]);
  });

  it('refuse a redirect instead of following it to another host', async () => {
    serveFile = (response) => {
      response.writeHead(302, { location: `${elsewhereBase}/internal` });
      response.end();
    };
    await expect(download()).rejects.toThrow();
    expect(elsewhereSeen).toEqual([]);
  });

  it('stop reading a body without a length once it passes 5 MB', async () => {
    let sent = 0;
    const closed = new Promise<void>((resolve) => {
      serveFile = (response) => {
        response.on('close', resolve);
        const chunk = Buffer.alloc(64 * 1024);
        const pump = () => {
          while (sent < 64 * MB && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        pump();
      };
    });
    await expect(download()).rejects.toThrow(/larger than 5 MB/);
    await closed;
    // Loopback socket buffers hold a few MB more; a whole read would have taken all 64.
    expect(sent).toBeLessThan(16 * MB);
  });
});
