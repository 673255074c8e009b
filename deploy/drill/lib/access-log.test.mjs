// @ts-check
import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { readLines, waitUntilServedBy } from './access-log.mjs';

const dir = mkdtempSync(join(tmpdir(), 'access-log-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * @param {string} upstream
 * @param {string} status
 */
const line = (upstream, status) => `${JSON.stringify({ upstream, upstream_status: status })}\n`;

test('a line nginx is still writing is left for the next read, whole', () => {
  const file = join(dir, 'partial.log');
  const third = line('127.0.0.1:3003', '200');
  writeFileSync(file, line('127.0.0.1:3001', '200') + line('127.0.0.1:3002', '200') + third.slice(0, 10));

  const first = readLines(file, 0);
  assert.deepEqual(
    first.lines.map((entry) => entry.upstream),
    ['127.0.0.1:3001', '127.0.0.1:3002'],
  );

  appendFileSync(file, third.slice(10));
  const second = readLines(file, first.next);
  assert.deepEqual(
    second.lines.map((entry) => entry.upstream),
    ['127.0.0.1:3003'],
  );
});

test('a read that starts inside a line skips its tail and keeps the lines after it', () => {
  const file = join(dir, 'offset.log');
  writeFileSync(file, line('127.0.0.1:3001', '200') + line('127.0.0.1:3002', '200'));
  const { lines } = readLines(file, 5);
  assert.deepEqual(
    lines.map((entry) => entry.upstream),
    ['127.0.0.1:3002'],
  );
});

test('an instance answering after a line was caught half-written is still seen', async () => {
  const file = join(dir, 'served.log');
  writeFileSync(file, '');
  const answer = line('127.0.0.1:3002, 127.0.0.1:3001', '502, 200');
  appendFileSync(file, line('127.0.0.1:3002', '200') + answer.slice(0, 20));
  const waiting = waitUntilServedBy(file, '127.0.0.1:3001', 0, { timeoutMs: 5_000 });
  setTimeout(() => appendFileSync(file, answer.slice(20)), 120);
  assert.notEqual(await waiting, undefined);
});

test('an instance nginx only tried and passed over is not served by it', async () => {
  const file = join(dir, 'passed-over.log');
  writeFileSync(file, line('127.0.0.1:3001, 127.0.0.1:3002', '502, 200'));
  assert.equal(await waitUntilServedBy(file, '127.0.0.1:3001', 0, { timeoutMs: 200 }), undefined);
});
