import type { z } from 'zod';
import type { Http } from './http';
import type { QueryValue } from './send';

/** One page of a list, with the size of the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A page read; the server names the whole list's size in X-Total-Count, and without it the page is all. */
export async function paged<T>(
  http: Http,
  path: string,
  schema: z.ZodType<T[]>,
  query: Record<string, QueryValue>,
): Promise<Page<T>> {
  const { data, headers } = await http.getWithHeaders(path, schema, { query });
  return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}
