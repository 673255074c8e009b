import { describe, expect, it } from 'vitest';
import { type AccessEntry, sampledAccessLog } from './access-log';

const entry = (status: number, ms = 4): AccessEntry => ({
  method: 'GET',
  path: '/articles/news',
  status,
  ms,
  bytes: 2_048,
  requestId: 'r-1',
});

describe('sampledAccessLog', () => {
  it('writes one ordinary request in every hundred, and every failure and slow answer as a warning', () => {
    const lines: string[] = [];
    const log = sampledAccessLog(100, (line) => lines.push(line));
    for (let i = 0; i < 300; i += 1) log(entry(200));
    log(entry(502));
    log(entry(200, 1_500));
    const written = lines.map((line) => JSON.parse(line));
    expect(written.map((line) => line.level)).toEqual(['info', 'info', 'info', 'warn', 'warn']);
    expect(written[3]).toMatchObject({
      msg: 'request',
      status: 502,
      path: '/articles/news',
      requestId: 'r-1',
    });
  });
});
