import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONNECTION_LIMITS, type ConnectionLimits, LISTEN_BACKLOG, limitConnections } from './connections';

/** One JSON line on stderr: the two web servers log like the API, so one collector reads all three. */
export function logLine(level: 'info' | 'error', msg: string, extra: Record<string, unknown> = {}): void {
  process.stderr.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...extra })}\n`);
}

/** Sends a whole body with its length; a HEAD request gets the headers only. */
export function sendBody(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): void {
  response.writeHead(status, { ...headers, 'content-length': String(body.length) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * A web server that only reads: a request, body and all, has no reason to take longer than 15 s (the
 * connection limits bound the head and the quiet time on their own).
 */
export const createWebServer = (handle: (request: IncomingMessage, response: ServerResponse) => void) =>
  createServer({ requestTimeout: 15_000 }, handle);

/** Listens under the connection limits (the shared ones unless a test passes its own); resolves with the port. */
export async function listenLimited(
  server: Server,
  { port, host, limits = CONNECTION_LIMITS }: { port: number; host: string; limits?: ConnectionLimits },
): Promise<number> {
  limitConnections(server, {
    limits,
    onError: (error) => logLine('error', 'accepting a connection failed', { error: error.message }),
  });
  server.listen({ port, host, backlog: LISTEN_BACKLOG });
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/**
 * Listens with the shared connection limits and stops on SIGTERM or SIGINT: the server stops taking
 * connections, idle ones close at once, and the process exits when the last request is answered.
 */
export function serveUntilStopped(
  server: Server,
  { name, port, host, onStop }: { name: string; port: number; host: string; onStop?: () => void },
): void {
  listenLimited(server, { port, host }).then(
    (listening) => logLine('info', `${name} on http://${host}:${listening}/`),
    // The port taken, say: the start stops with one line naming why.
    (error: Error) => {
      logLine('error', error.message);
      process.exit(1);
    },
  );
  const stop = () => {
    onStop?.();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** Runs a server's start; whatever stops it is one log line and exit code 1. */
export function startOrExit(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    logLine('error', error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
