import { apiErrorSchema } from '@station/domain';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { buildUrl, createSender, type HttpOptions, type QueryValue, type RequestOptions } from './send';

export { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
export { buildUrl, type HttpOptions, type QueryValue, type RequestOptions } from './send';

export interface HttpResult<T> {
  data: T;
  headers: Headers;
}

/** The error a refusal's body describes. */
function apiErrorFrom(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error, parsed.data.code, parsed.data.issues);
  return new ApiError(status, `The server answered ${status}.`);
}

/** The one fetch wrapper: auth header, JSON or multipart bodies, `{error}` → ApiError, zod-checked answers. */
export function createHttp(options: HttpOptions) {
  const { headersFor, send, fireAndForget } = createSender(options);

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
    if (schema instanceof z.ZodArray && Array.isArray(body)) {
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
    if (method === 'GET' && options.shareReads) {
      // The shared read must not end with the first caller that stops waiting.
      const { signal, ...shared } = request;
      return options.shareReads(
        buildUrl(options.baseUrl, path, request.query),
        () => sendAndRead(method, path, schema, shared),
        signal,
      );
    }
    return sendAndRead(method, path, schema, request);
  }

  async function sendAndRead<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    request: RequestOptions,
  ): Promise<HttpResult<z.output<S>>> {
    const response = await send(method, path, request);
    const body = await readBody(response);
    if (!response.ok) throw apiErrorFrom(response.status, body);
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
        if (xhr.status < 200 || xhr.status >= 300) return reject(apiErrorFrom(xhr.status, body));
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
    fireAndForget,
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
