import { originsOf } from '@station/security-headers';
import type { ConsoleConfig } from '../src/config/read-console-config';

/** A setting the console's server cannot start with; its message is the one line an operator reads. */
export class SettingError extends Error {}

type Source = Record<string, string | undefined>;

const isAbsolute = (value: string) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value);

function port(raw: string | undefined, problems: string[]): number {
  if (raw === undefined || raw === '') return 4174;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    problems.push(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

/**
 * The console server's settings, read once at start. In production the public site's address must
 * be given (the console links to it); elsewhere it is `npm start`'s. Bad values throw one SettingError
 * naming each.
 */
export function readConsoleEnv(source: Source = process.env) {
  const production = source.NODE_ENV === 'production';
  const problems: string[] = [];
  const apiUrl = source.PUBLIC_API_URL?.trim() || '/api/';
  if (!isAbsolute(apiUrl) && !apiUrl.startsWith('/')) {
    problems.push(`PUBLIC_API_URL must be a path such as /api/ or an http(s) address, got "${apiUrl}"`);
  }
  const publicSiteUrl = source.PUBLIC_SITE_URL?.trim();
  if (!publicSiteUrl && production) problems.push('PUBLIC_SITE_URL is required in production');
  if (publicSiteUrl && !isAbsolute(publicSiteUrl)) {
    problems.push(`PUBLIC_SITE_URL must be an http(s) address, got "${publicSiteUrl}"`);
  }
  let imageOrigins: string[] = [];
  try {
    imageOrigins = originsOf(source.IMAGE_ORIGINS);
  } catch (error) {
    problems.push(`IMAGE_ORIGINS must list http(s) addresses: ${(error as Error).message}`);
  }
  const listenOn = port(source.PORT, problems);
  if (problems.length > 0) throw new SettingError(problems.join('; '));
  const config: ConsoleConfig = { apiUrl, publicSiteUrl: publicSiteUrl || 'http://localhost:4173/' };
  return {
    /** The console's build to serve; by default the dist/ beside this server's own folder. */
    consoleDir: source.CONSOLE_DIR || undefined,
    port: listenOn,
    host: source.HOST || '127.0.0.1',
    /** What the browser is handed. */
    config,
    /** Origins pictures may come from besides the API's and the public site's (a CDN). */
    imageOrigins,
  };
}

export type ConsoleEnv = ReturnType<typeof readConsoleEnv>;
