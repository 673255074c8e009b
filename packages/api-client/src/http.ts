import type { z } from 'zod';
import { ApiError, apiErrorFrom, NETWORK_ERROR_MESSAGE } from './api-error';

export { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

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
 * Read from the schema's definition rather than by class, so this module needs zod's types alone: a page
 * that only sends (the visit counter) loads none of zod's code.
 */
const isArraySchema = (schema: z.ZodType): schema is z.ZodArray<z.ZodType> => schema.def.type === 'array';

/** The one fetch wrapper: auth header, JSON or multipart bodies, `{error}` → ApiError, zod-checked answers. */
export function createHttp(options: HttpOptions) {
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

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  function parse<S extends z.ZodType>(schema: S, status: number, body: unknown): z.output<S> {
    // A list is read item by item: an item this build cannot read (a category added to the API after
    // it was released, say) is left out alone, so a newer API never empties a whole page. Fields it
    // does not know are dropped by the object schemas themselves.
    if (isArraySchema(schema) && Array.isArray(body)) {
      return body.flatMap((item) => {
        const read = (schema.element as z.ZodType).safeParse(item);
        return read.success ? [read.data] : [];
      }) as z.output<S>;
    }
    const result = schema.safeParse(body);
    if (!result.success)
      throw new ApiError(status, 'The server sent an answer this app does not understand.', 'BAD_RESPONSE');
    return result.data;
  }

  async function request<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    request: RequestOptions = {},
  ): Promise<HttpResult<z.output<S>>> {
    if (request.onUploadProgress && request.form) return uploadWithProgress(method, path, schema, request);
    const response = await send(method, path, request);
    const body = await readBody(response);
    if (!response.ok) throw await apiErrorFrom(response.status, body);
    return { data: parse(schema, response.status, body), headers: response.headers };
  }

  /** fetch cannot report upload progress, so multipart uploads with a progress callback go through XHR. */
  function uploadWithProgress<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    request: RequestOptions,
  ): Promise<HttpResult<z.output<S>>> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, buildUrl(options.baseUrl, path, request.query));
      for (const [name, value] of Object.entries(headersFor(request))) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) request.onUploadProgress?.(event.loaded / event.total);
      };
      xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK'));
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          body = xhr.responseText;
        }
        if (xhr.status < 200 || xhr.status >= 300) return void apiErrorFrom(xhr.status, body).then(reject);
        try {
          resolve({ data: parse(schema, xhr.status, body), headers: new Headers() });
        } catch (error) {
          reject(error);
        }
      };
      request.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(request.form ?? null);
    });
  }

  return {
    get: <S extends z.ZodType>(path: string, schema: S, req?: RequestOptions) =>
      request('GET', path, schema, req).then((r) => r.data),
    getWithHeaders: <S extends z.ZodType>(path: string, schema: S, req?: RequestOptions) =>
      request('GET', path, schema, req),
    post: <S extends z.ZodType>(path: string, schema: S, req?: RequestOptions) =>
      request('POST', path, schema, req).then((r) => r.data),
    patch: <S extends z.ZodType>(path: string, schema: S, req?: RequestOptions) =>
      request('PATCH', path, schema, req).then((r) => r.data),
    put: <S extends z.ZodType>(path: string, schema: S, req?: RequestOptions) =>
      request('PUT', path, schema, req).then((r) => r.data),
    delete: <S extends z.ZodType>(path: string, schema: S, req?: RequestOptions) =>
      request('DELETE', path, schema, req).then((r) => r.data),
    /** Fire-and-forget: the answer is not read and failures are dropped (spec §7 visit counting). */
    fireAndForget: (method: string, path: string, req?: RequestOptions) => {
      send(method, path, req).catch(() => undefined);
    },
  };
}

export type Http = ReturnType<typeof createHttp>;

export const segment = (value: string) => encodeURIComponent(value);

/** A filter's query with the fields left blank dropped, so an empty box means "any". */
export function definedQuery(query: object): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, QueryValue>;
}
