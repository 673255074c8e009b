import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

export type QueryValue = string | number | undefined;

export interface HttpOptions {
  /** Absolute API base ending in /api/, e.g. http://localhost:3000/api/ */
  baseUrl: string;
  getAuthToken?: () => string | null;
  fetch?: typeof fetch;
  /**
   * The browser cache mode for every request. Public answers may be reused for a few seconds; a client
   * that writes passes `no-cache` so it revalidates and sees its own change on the next read.
   */
  cache?: RequestCache;
  /**
   * Shares reads between callers: given a GET's address and the read itself (sent, answered and
   * checked), answers what it keeps for that address or makes the read. The page server's kept answers.
   */
  shareReads?: <T>(url: string, read: () => Promise<T>, signal?: AbortSignal) => Promise<T>;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  /** Send `Content-Type: application/json` with no body, as the visit counter does (spec §7). */
  emptyJson?: boolean;
  keepalive?: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

export interface HttpResult<T> {
  data: T;
  headers: Headers;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Sending a request, without reading its answer: what the visit counter needs, apart from the
 * answers' checks (http.ts), so it loads none of them.
 */
export function createSender(options: HttpOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  function headersFor(request: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getAuthToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (request.json !== undefined || request.emptyJson) headers['Content-Type'] = 'application/json';
    return headers;
  }

  async function send(method: string, path: string, request: RequestOptions = {}): Promise<Response> {
    const init: RequestInit = { method, headers: headersFor(request) };
    if (options.cache) init.cache = options.cache;
    if (request.json !== undefined) init.body = JSON.stringify(request.json);
    if (request.form) init.body = request.form;
    if (request.keepalive) init.keepalive = true;
    if (request.signal) init.signal = request.signal;
    try {
      return await doFetch(buildUrl(options.baseUrl, path, request.query), init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK');
    }
  }

  return {
    headersFor,
    send,
    /** Fire-and-forget: the answer is not read and failures are dropped (spec §7 visit counting). */
    fireAndForget: (method: string, path: string, request?: RequestOptions) => {
      send(method, path, request).catch(() => undefined);
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
