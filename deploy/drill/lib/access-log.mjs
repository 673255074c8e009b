// @ts-check
// nginx's access log (deploy/nginx/station/http.conf's JSON lines), read from a point on.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { waitFor } from './wait.mjs';

/**
 * One line of nginx's JSON access log: the fields the drill reads.
 * @typedef {{ status: number; upstream: string; upstream_status: string; [field: string]: unknown }} AccessLine
 */

/** @param {string} file */
export const accessLogSize = (file) => statSync(file).size;

const NEWLINE = 0x0a;

/**
 * The whole lines written since `offset`, parsed, and the offset after the last of them. Under load
 * the log's size is often seen in the middle of a line nginx is still writing, so a read keeps only
 * what ends in a newline and drops a piece before the first one when `offset` fell inside a line.
 * @param {string} file
 * @param {number} offset
 * @returns {{ lines: AccessLine[]; next: number }}
 */
export function readLines(file, offset) {
  const length = accessLogSize(file) - offset;
  if (length <= 0) return { lines: [], next: offset };
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  let read;
  try {
    read = readSync(fd, buffer, 0, length, offset);
  } finally {
    closeSync(fd);
  }
  const end = buffer.subarray(0, read).lastIndexOf(NEWLINE) + 1;
  /** @type {AccessLine[]} */
  const lines = [];
  for (const text of buffer.subarray(0, end).toString('utf8').split('\n')) {
    if (text === '') continue;
    try {
      lines.push(JSON.parse(text));
    } catch {
      // Only the tail of a line begun before `offset` fails to parse: nginx writes whole JSON lines.
    }
  }
  return { lines, next: offset + end };
}

/**
 * The whole lines written since `offset`, parsed.
 * @param {string} file
 * @param {number} offset
 */
export const linesSince = (file, offset) => readLines(file, offset).lines;

/**
 * Requests nginx sent to more than one instance before one answered: its retries.
 * @param {AccessLine[]} lines
 */
export const retried = (lines) => lines.filter((line) => line.upstream.includes(','));

/**
 * Waits until nginx answers a request from `address` (`127.0.0.1:3001`) again, reading only what the
 * log gained since `offset`: nginx leaves an instance that failed alone for its `fail_timeout`, so an
 * instance that is healthy is not yet one nginx sends to. Answers the milliseconds it took.
 * @param {string} file
 * @param {string} address
 * @param {number} offset
 * @param {{ timeoutMs: number }} options
 */
export function waitUntilServedBy(file, address, offset, { timeoutMs }) {
  let from = offset;
  return waitFor(
    () => {
      const { lines, next } = readLines(file, from);
      from = next;
      return lines.some((line) => {
        const upstreams = line.upstream.split(', ');
        const statuses = String(line.upstream_status).split(', ');
        return upstreams.at(-1) === address && /^2/.test(statuses.at(-1) ?? '');
      });
    },
    { timeoutMs, intervalMs: 50 },
  );
}
