import type { HttpOptions, PublicApi } from '@station/api-client/public';
import type { ViewIncreaseQuery } from '@station/domain';
import { siteConfig } from '~/config/site-config';

export type { PublicApi } from '@station/api-client/public';

let client: Promise<PublicApi> | undefined;
/** How the page server calls the API: its own fetch and its cached responses (server/api-responses.ts). */
type ServerCalls = Pick<HttpOptions, 'fetch' | 'shareReads'>;

let serverCalls: ServerCalls = {};

export function callApiWith(calls: ServerCalls): void {
  serverCalls = calls;
  client = undefined;
}

/**
 * The API's address as the client needs it, absolute: the settings may name a path on the site's own
 * origin (`/api/`, the production layout), which the browser resolves against the page. On the server
 * the settings hold the absolute address the server calls.
 */
export function apiBaseUrl(configured: string, page: string | undefined = globalThis.location?.href): string {
  return new URL(configured, page).href;
}

/**
 * The API client with the response schemas it checks answers against. zod makes that a quarter of the
 * site's script, so it is a chunk of its own: the page frame paints without waiting for it, and the
 * download starts at boot (main.tsx) so the first call does not wait for it either.
 */
export function loadApi(): Promise<PublicApi> {
  client ??= import('@station/api-client/public').then(({ createPublicApi }) =>
    createPublicApi({
      baseUrl: apiBaseUrl(siteConfig().apiUrl),
      ...serverCalls,
    }),
  );
  return client;
}

let viewCounter: Promise<(query: ViewIncreaseQuery) => void> | undefined;

/**
 * Counts a page seen, through a chunk of its own (a few KB) rather than the client's: the one call a
 * page the server drew makes on arrival would otherwise load the checks of every answer for an answer
 * it does not read.
 */
export function countView(query: ViewIncreaseQuery): void {
  viewCounter ??= import('@station/api-client/views').then(({ createViewCounter }) =>
    createViewCounter({ baseUrl: apiBaseUrl(siteConfig().apiUrl) }),
  );
  void viewCounter.then((count) => count(query));
}

/**
 * The HTTP status of a refused API call, or undefined for any other failure. Checked by shape rather
 * than `instanceof ApiError`, because importing the class would pull the client chunk into the first load.
 */
export function apiErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiError' || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

export interface RefusalDetails {
  status: number;
  code: string | undefined;
  issues: { path: string; message: string }[];
}

/** What a refused API call said (status, code, field issues), by shape like `apiErrorStatus`. */
export function apiRefusal(error: unknown): RefusalDetails | undefined {
  const status = apiErrorStatus(error);
  if (status === undefined) return undefined;
  const { code, issues } = error as { code?: unknown; issues?: unknown };
  return {
    status,
    code: typeof code === 'string' ? code : undefined,
    issues: Array.isArray(issues) ? (issues as RefusalDetails['issues']) : [],
  };
}
