import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** A connection must have sent its whole request head this long after opening (or after its last answer). */
  headersMs: number;
  /** An open connection between two requests is closed after this (Node adds a second of grace). */
  keepAliveMs: number;
  /** No byte either way for this long ends a connection, whatever it is doing (a reader that stopped reading). */
  stalledMs: number;
  /** How often the head deadline is checked; a silent connection is closed within headersMs plus this. */
  checkEveryMs: number;
  /** File descriptors left for everything but connections: database, uploads, logs, the reading of /proc. */
  reservedFds: number;
}

/**
 * Chosen together: a real client sends its request head in one packet, so 10 s is generous, and a
 * connection that says nothing is closed by then. The stall limit stays above the API's upload idle
 * limit (20 s) so a stalled upload is answered 408 by its own rule first, and the overall request
 * limits (the API's upload cap) are left to each server.
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 10_000,
  keepAliveMs: 5_000,
  stalledMs: 30_000,
  checkEveryMs: 1_000,
  reservedFds: 256,
};

/**
 * The kernel's queue of connections not yet accepted (Node's default is 511). A burst larger than the
 * queue has its handshakes dropped, and those clients retry only after 1, 3, 7, 15 s: a busy second
 * would cost them many. The kernel caps it at net.core.somaxconn (4,096 on current Linux).
 */
export const LISTEN_BACKLOG = 2_048;

/** Near the cap, connections silent for this long are closed to make room for those that speak. */
const SILENT_EVICT_MS = 1_000;
const EVICT_AT = 0.9;

/** The soft limit on open files (Node raises it to the hard limit at start), or undefined off Linux. */
export function openFileLimit(read = () => readFileSync('/proc/self/limits', 'utf8')): number | undefined {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(read());
    if (!match?.[1] || match[1] === 'unlimited') return undefined;
    return Number(match[1]);
  } catch {
    return undefined;
  }
}

/** Connections a process may hold and still have descriptors for its own files. */
export function connectionCap(fileLimit: number | undefined, reservedFds: number): number {
  const limit = fileLimit ?? 1_024;
  return Math.max(1, limit - Math.min(reservedFds, Math.floor(limit / 2)));
}

/**
 * Applies the limits to a node:http server before it listens. Past the cap, new connections are
 * refused at once (Node's maxConnections) instead of the process running out of descriptors, where
 * anything opening a file (a log, a sampler reading /proc) would throw. Near the cap, connections
 * that have sent nothing for a second are closed first, so ordinary requests still get in while
 * someone holds hundreds open. An accept error is reported, never thrown.
 */
export function limitConnections(
  server: Server,
  {
    limits = CONNECTION_LIMITS,
    maxConnections = connectionCap(openFileLimit(), limits.reservedFds),
    onError,
  }: { limits?: ConnectionLimits; maxConnections?: number; onError: (error: Error) => void },
): void {
  server.headersTimeout = limits.headersMs;
  server.keepAliveTimeout = limits.keepAliveMs;
  // Read by Node when the server starts listening; @types/node lists it only as a createServer option.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    limits.checkEveryMs;
  server.setTimeout(limits.stalledMs);
  server.maxConnections = maxConnections;

  const opened = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    opened.set(socket, Date.now());
    socket.once('close', () => opened.delete(socket));
    // Node ends a quiet connection only while nothing else listens for its timeout (a framework's
    // hook, a handler's own timer); the limit holds whoever listens.
    socket.on('timeout', () => socket.destroy());
  });
  const evictSilent = () => {
    if (opened.size < maxConnections * EVICT_AT) return;
    const before = Date.now() - SILENT_EVICT_MS;
    // Oldest first, as the map keeps its order; the young ones at the end may still be about to speak.
    for (const [socket, at] of opened) {
      if (at > before) break;
      if (socket.bytesRead === 0) socket.destroy();
    }
  };
  const timer = setInterval(evictSilent, SILENT_EVICT_MS).unref();
  server.on('drop', evictSilent);
  server.once('close', () => clearInterval(timer));
  // Only once listening: an error while starting (the port taken) must still stop the server's start.
  server.once('listening', () => server.on('error', onError));
}
