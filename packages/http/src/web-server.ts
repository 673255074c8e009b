import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LISTEN_BACKLOG, limitConnections } from './connections';

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
 * Listens with the shared connection limits and stops on SIGTERM or SIGINT: the server stops taking
 * connections, idle ones close at once, and the process exits when the last request is answered.
 */
export function serveUntilStopped(
  server: Server,
  { name, port, host, onStop }: { name: string; port: number; host: string; onStop?: () => void },
): void {
  limitConnections(server, {
    onError: (error) => logLine('error', 'accepting a connection failed', { error: error.message }),
  });
  server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
    logLine('info', `${name} on http://${host}:${(server.address() as AddressInfo).port}/`);
  });
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
