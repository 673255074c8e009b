// @ts-check
/**
 * One line for a read load's figures, as docs/operations.md's table gives them.
 * @param {import('./load.mjs').ReadFigures} read
 */
export const readLine = (read) =>
  `${read.requests} reads (${read.perSecond}/s), ${(read.okShare * 100).toFixed(2)} % 2xx, ` +
  `p50 ${read.p50Ms} ms, p99 ${read.p99Ms} ms, max ${read.maxMs} ms`;

/** @param {{ acknowledged: number; counted: number }} visits */
export const visitLine = (visits) => `visits ${visits.acknowledged} acknowledged, ${visits.counted} counted`;
