/** One line of a step's verdict: what an operator would notice, whether it held, and what was seen. */
export const check = (what, ok, detail = '') => ({ what, ok: Boolean(ok), detail: String(detail) });
