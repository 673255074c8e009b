// nginx's access log (deploy/nginx/station/http.conf's JSON lines), read from a point on.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { waitFor } from './wait.mjs';

export const accessLogSize = (file) => statSync(file).size;

/** The lines written since `offset`, parsed. */
export function linesSince(file, offset) {
  const length = accessLogSize(file) - offset;
  if (length <= 0) return [];
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Requests nginx sent to more than one instance before one answered: its retries. */
export const retried = (lines) => lines.filter((line) => line.upstream.includes(','));

/**
 * Waits until nginx answers a request from `address` (`127.0.0.1:3001`) again, reading only what the
 * log gained since `offset`: nginx leaves an instance that failed alone for its `fail_timeout`, so an
 * instance that is healthy is not yet one nginx sends to. Answers the milliseconds it took.
 */
export function waitUntilServedBy(file, address, offset, { timeoutMs }) {
  let from = offset;
  return waitFor(
    () => {
      const to = accessLogSize(file);
      const lines = linesSince(file, from);
      from = to;
      return lines.some((line) => {
        const upstreams = line.upstream.split(', ');
        const statuses = String(line.upstream_status).split(', ');
        return upstreams.at(-1) === address && /^2/.test(statuses.at(-1) ?? '');
      });
    },
    { timeoutMs, intervalMs: 50 },
  );
}
