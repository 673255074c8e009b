import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { REQUEST_TIMEOUTS, requestTimeoutsPlugin } from './request-timeouts';

/** Uploads are limited by their progress, every other body by the clock. */
// The upload's idle limit is far above the 20 ms between a slow sender's pieces, so that a busy
// machine that runs a timer late does not look like a sender that stopped.
const LIMITS = { bodyMs: 200, uploadIdleMs: 1500, uploadMaxMs: 3000 };
const BOUNDARY = 'station-upload-boundary';
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify({ requestTimeout: LIMITS.uploadMaxMs });
  await app.register(multipart);
  await app.register(requestTimeoutsPlugin, LIMITS);
  app.post('/upload', { config: { upload: true } }, async (request) => {
    let bytes = 0;
    for await (const part of request.parts())
      if (part.type === 'file') bytes += (await part.toBuffer()).length;
    return { bytes };
  });
  app.post('/json', async (request) => request.body);
  app.post(
    '/refused',
    { onRequest: async (_request, reply) => reply.code(401).send({ error: 'No.' }) },
    () => ({}),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/**
 * Sends the head of a request over a real socket, asking the server to close after answering; the
 * answer is everything it writes before it does.
 */
function start(path: string, contentType: string, length: number, connection = 'close') {
  const socket = connect(port, '127.0.0.1');
  // A sender still writing when the server closes meets EPIPE; the answer it got is what is judged.
  socket.on('error', () => undefined);
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk) => {
    answer += chunk;
  });
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: ${connection}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`,
  );
  const closed = once(socket, 'close').then(() => answer);
  return { socket, closed };
}

const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const fileTail = `\r\n--${BOUNDARY}--\r\n`;

/** Writes `chunks` pieces of the file every 20 ms, as a slow connection does, until told to stop. */
function dribble(socket: Socket, chunks: number, onDone: () => void) {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    socket.write('x'.repeat(100));
    sent += 1;
    if (sent === chunks) {
      clearInterval(timer);
      onDone();
    }
  }, 20);
}

const status = (answer: string) => Number(answer.split(' ')[1]);
const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('request timeouts', () => {
  it('lets an upload that keeps moving run well past the limit of other bodies', async () => {
    const chunks = 30; // 600 ms of sending, three times the body limit.
    const { socket, closed } = start(
      '/upload',
      `multipart/form-data; boundary=${BOUNDARY}`,
      fileHead.length + chunks * 100 + fileTail.length,
    );
    socket.write(fileHead);
    dribble(socket, chunks, () => socket.write(fileTail));
    const answer = await closed;
    expect(status(answer)).toBe(200);
    expect(body(answer)).toEqual({ bytes: chunks * 100 });
  });

  it('gives up on an upload when no byte arrives, with 408 and a sentence', async () => {
    const { socket, closed } = start('/upload', `multipart/form-data; boundary=${BOUNDARY}`, 100_000);
    socket.write(fileHead);
    const answer = await closed;
    expect(status(answer)).toBe(408);
    expect(body(answer)).toEqual({
      error: 'The upload stopped: nothing arrived for 1.5 seconds. Please try again.',
      code: 'REQUEST_TIMEOUT',
    });
  });

  it('ends even a moving upload at the overall cap', async () => {
    const { socket, closed } = start('/upload', `multipart/form-data; boundary=${BOUNDARY}`, 10_000_000);
    socket.write(fileHead);
    dribble(socket, 1_000, () => undefined);
    const answer = await closed;
    expect(status(answer)).toBe(408);
    expect(body(answer).error).toBe('The upload took too long. Please send fewer or smaller photos.');
  });

  it('gives a JSON body that trickles in the same limit as before', async () => {
    const { socket, closed } = start('/json', 'application/json', 1000);
    socket.write('{"a":');
    const answer = await closed;
    expect(status(answer)).toBe(408);
    expect(body(answer).error).toBe('The request took too long to arrive. Please try again.');
  });
});

describe('a request answered before its body arrived', () => {
  it('still has its connection closed when the rest of the body does not come', async () => {
    const { socket, closed } = start('/refused', 'application/json', 1000, 'keep-alive');
    socket.write('{"a":');
    const answer = await closed;
    expect(status(answer)).toBe(401);
  });
});

describe('the API', () => {
  it('keeps the server’s own request timeout as the uploads’ cap and judges the rest itself', async () => {
    const t = await buildTestApp();
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUTS.uploadMaxMs);
    expect(t.app.hasPlugin('request-timeouts')).toBe(true);
    await t.close();
  });
});
