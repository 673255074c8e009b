import { type ConsoleConfig, readConsoleConfig } from './read-console-config';

/** The console's settings, read once from the page before any module calls the API. */
export const consoleConfig: ConsoleConfig = readConsoleConfig(document);

/** The API's address as the client needs it, absolute: a path is resolved against the page. */
export const apiBaseUrl = (configured: string, page: string = location.href) =>
  new URL(configured, page).href;
