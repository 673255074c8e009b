// @ts-check
/**
 * One line of a step's verdict: what an operator would notice, whether it held, and what was seen.
 * @param {string} what
 * @param {unknown} ok
 * @param {unknown} detail
 */
export const check = (what, ok, detail = '') => ({ what, ok: Boolean(ok), detail: String(detail) });
/** @typedef {ReturnType<typeof check>} Check */

/**
 * What the steps hand on to the later ones.
 * @typedef {object} Shared
 * @property {string} [token] an editor's bearer token
 * @property {string} [postId] the post the freshness step published
 * @property {Record<string, string | undefined>} [versions] what the drill ran on
 */

/**
 * One step of the drill: `title`, the `id` that `--only` picks it by, its `run`, which answers its
 * checks and figures, and the `summary` that puts those figures in one line. Each step's figures are
 * its own, so the list of steps holds them as unknown.
 * @typedef {{
 *   title: string;
 *   id?: string;
 *   run(
 *     cluster: import('./station-cluster.mjs').StationCluster,
 *     shared: Shared,
 *     supervisor: import('./processes.mjs').Supervisor,
 *   ): Promise<{ figures: unknown; checks: Check[] }>;
 *   summary?(figures: unknown): string;
 * }} Step
 */
