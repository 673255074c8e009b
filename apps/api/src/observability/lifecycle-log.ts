import type { FastifyBaseLogger } from 'fastify';

const INFO = 30;

/**
 * Starting, migrating, listening and stopping are a handful of lines in a process's life and the first
 * an operator reads, so they are written at `info` even where the level keeps only warnings
 * (production's default). `silent` still means silent.
 */
export function lifecycleLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  const level = log.level;
  if (level === 'silent' || (log as unknown as { levelVal: number }).levelVal <= INFO) return log;
  return log.child({}, { level: 'info' });
}
