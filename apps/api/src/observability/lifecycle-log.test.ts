import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lifecycleLogger } from './lifecycle-log';

function loggerAt(level: string) {
  const lines: string[] = [];
  const app = Fastify({ logger: { level, stream: { write: (line: string) => lines.push(line) } } });
  return { log: app.log, lines };
}

describe('lifecycleLogger', () => {
  it('writes starting and stopping at info where the level keeps only warnings, and nothing else changes', () => {
    const { log, lines } = loggerAt('warn');
    lifecycleLogger(log).info('Server listening at http://127.0.0.1:3000');
    log.info('an ordinary line');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['Server listening at http://127.0.0.1:3000']);
  });

  it('keeps a silent logger silent and a verbose one as it is', () => {
    const verbose = loggerAt('debug');
    expect(lifecycleLogger(verbose.log)).toBe(verbose.log);
    const silent = loggerAt('silent');
    lifecycleLogger(silent.log).info('stopping');
    expect(silent.lines).toEqual([]);
  });
});
