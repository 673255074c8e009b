import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface RequestTimeouts {
  /** What a request that is not an upload has to arrive in, whole (Node's 30 s request timeout). */
  bodyMs: number;
  /** An upload during which no byte arrives for this long is given up: the sender has gone. */
  uploadIdleMs: number;
  /** Even a moving upload ends here: ten 5 MB photos at 60 KB/s take 14 minutes. */
  uploadMaxMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  bodyMs: 30_000,
  uploadIdleMs: 20_000,
  uploadMaxMs: 15 * 60_000,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart upload route: judged by the progress of its bytes, not by the 30 s every other body gets. */
    upload?: boolean;
  }
}

/**
 * Answers 408 on the socket itself, as Node does for its own request timeout, since the handler is
 * still waiting for the body; then closes the connection, so nothing more of the body is read.
 */
function giveUp(request: FastifyRequest, reply: FastifyReply, sentence: string): void {
  const socket = request.raw.socket;
  request.log.info({ event: 'request-timeout', url: request.url }, sentence);
  if (reply.raw.headersSent || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: sentence, code: 'REQUEST_TIMEOUT' });
  socket.end(
    `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * The server's own request timeout is the uploads' overall cap; under it, a body that is not an upload
 * still has `bodyMs` to arrive, and an upload may take as long as its bytes keep coming.
 */
export const requestTimeoutsPlugin = fp(
  async (app: FastifyInstance, options: Partial<RequestTimeouts>) => {
    const limits = { ...REQUEST_TIMEOUTS, ...options };
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      // A request injected in process (`app.inject`) has a stand-in socket: no connection to wait
      // on, no bytes counted and nothing to close, so there is nothing to time out.
      if (!(raw.socket instanceof Socket)) return done();
      // A request that announces no body (most reads) has nothing more to arrive.
      const hasBody =
        request.headers['transfer-encoding'] !== undefined ||
        Number(request.headers['content-length'] ?? 0) > 0;
      const arrived = () => raw.complete;
      if (!hasBody || arrived()) return done();
      const upload =
        request.routeOptions.config?.upload === true &&
        (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
      const started = Date.now();
      let seen = raw.socket.bytesRead;
      const check = () => {
        if (arrived() || raw.socket.destroyed) return stop();
        if (!upload) return giveUp(request, reply, 'The request took too long to arrive. Please try again.');
        if (Date.now() - started >= limits.uploadMaxMs) {
          stop();
          return giveUp(request, reply, 'The upload took too long. Please send fewer or smaller photos.');
        }
        // The socket's byte count moves only when something arrived: reading it takes none of the body.
        if (raw.socket.bytesRead === seen) {
          stop();
          return giveUp(
            request,
            reply,
            `The upload stopped: nothing arrived for ${limits.uploadIdleMs / 1000} seconds. Please try again.`,
          );
        }
        seen = raw.socket.bytesRead;
      };
      const timer = upload ? setInterval(check, limits.uploadIdleMs) : setTimeout(check, limits.bodyMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      // An answer sent before the body ended (a 401, a refused field) does not end the watch: the
      // connection still waits for the rest of the body, which must arrive in time like any other.
      reply.raw.once('close', () => {
        if (arrived()) stop();
      });
      done();
    });
  },
  { name: 'request-timeouts' },
);
