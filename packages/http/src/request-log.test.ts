import { describe, expect, it } from 'vitest';
import { requestLogSampler, SLOW_REQUEST_MS } from './request-log';

describe('requestLogSampler', () => {
  it('summarises one ordinary request in every hundred', () => {
    const sample = requestLogSampler(100);
    const levels = Array.from({ length: 1_000 }, () => sample(200, 3));
    expect(levels.filter((level) => level === 'info')).toHaveLength(10);
    expect(levels.filter((level) => level === 'warn')).toHaveLength(0);
  });

  it('always logs failures and slow answers as warnings, whatever the sampling', () => {
    const sample = requestLogSampler(0);
    expect([sample(503, 2), sample(200, SLOW_REQUEST_MS), sample(200, 2), sample(404, 2)]).toEqual([
      'warn',
      'warn',
      undefined,
      undefined,
    ]);
  });

  it('logs every request when asked to', () => {
    const sample = requestLogSampler(1);
    expect([sample(200, 1), sample(304, 1)]).toEqual(['info', 'info']);
  });
});
