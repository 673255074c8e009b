// The page server's settings, read once at start; a bad value stops it with a line naming the setting.
const source = process.env;

function integer(key: string, fallback: number, min: number, max: number): number {
  const raw = source[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${key} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export const serverEnv = {
  /** The browser's build to serve; by default the dist/ beside this server's own folder. */
  siteDir: source.SITE_DIR || undefined,
  port: integer('PORT', 4173, 0, 65_535),
  host: source.HOST || '127.0.0.1',
  /** After this the reader gets the page their browser draws, rather than wait for the server. */
  renderTimeoutMs: integer('RENDER_TIMEOUT_MS', 2_000, 100, 30_000),
  pageCacheMs: integer('PAGE_CACHE_MS', 5_000, 0, 60_000),
  /** What the rendered pages kept in memory may weigh at most, in MiB of HTML. */
  pageCacheBytes: integer('PAGE_CACHE_MB', 32, 1, 1_024) * 1024 * 1024,
};
