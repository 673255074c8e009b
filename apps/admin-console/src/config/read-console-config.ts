import { z } from 'zod';

const consoleConfigSchema = z.object({
  /** Where the console calls the API: a path on its own origin (`/api/`) or an absolute address. */
  apiUrl: z.string().min(1),
  /** The public site, which the console's home button opens. */
  publicSiteUrl: z.url(),
});

export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;

/** The id of the JSON block that carries the settings in the page. */
export const CONSOLE_CONFIG_ID = 'station-config';

/**
 * The settings the console's server (or the dev server) wrote into the page. Read synchronously, before
 * the first call: the console has no other source, because waiting for a file would make every module
 * that calls the API wait too, and cost the first load about 8 KB of script. A page without them, or
 * with a bad value, stops the console instead of sending requests nowhere.
 */
export function readConsoleConfig(doc: Document): ConsoleConfig {
  const text = doc.getElementById(CONSOLE_CONFIG_ID)?.textContent;
  if (!text)
    throw new Error('The console page carries no settings: serve it with its server (dist-server/main.js)');
  return consoleConfigSchema.parse(JSON.parse(text));
}
