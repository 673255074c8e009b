import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { PUBLIC, SECRET_GUARDED, SUPER_ONLY } from '../testing/route-access';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/** `GET /api/post/{id}` for the document's path and the route's own `/api/post/:id/` alike. */
const operationKey = (method: string, url: string) =>
  `${method} ${url.replace(/\/:(\w+)/g, '/{$1}').replace(/(.)\/$/, '$1')}`;

let t: TestApp;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await buildTestApp();
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      operationKey(method.toUpperCase(), path),
      operation,
    ]),
  );
});

afterAll(() => t.close());

const statusesOf = (key: string) =>
  Object.keys(operations.find(([name]) => name === key)?.[1].responses ?? {}).map(Number);

describe('the OpenAPI document', () => {
  it('gives every operation a summary', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter(([, operation]) => !operation.summary).map(([key]) => key)).toEqual([]);
  });

  it('asks for the bearer token on every route behind a session, and documents its 401 (and 403 for supers)', () => {
    const signedIn = operations.filter(([key]) => !PUBLIC.has(key) && !SECRET_GUARDED.has(key));
    expect(signedIn.length).toBeGreaterThan(20);
    for (const [key, operation] of signedIn) {
      expect({ key, security: operation.security }).toEqual({ key, security: [{ bearer: [] }] });
      expect({ key, has401: 401 in operation.responses }).toEqual({ key, has401: true });
      if (SUPER_ONLY.has(key))
        expect({ key, has403: 403 in operation.responses }).toEqual({ key, has403: true });
    }
    for (const [key, operation] of operations.filter(([name]) => PUBLIC.has(name))) {
      expect({ key, security: operation.security }).toEqual({ key, security: undefined });
    }
  });

  it('documents 503 everywhere, with the error shape (health answers its own report)', () => {
    for (const [key, operation] of operations) {
      const answer = operation.responses[503];
      expect({ key, described: Boolean(answer?.description) }).toEqual({ key, described: true });
      expect(JSON.stringify(answer?.content)).toContain(key === 'GET /api/health' ? '"degraded"' : '"error"');
    }
  });

  it('documents what a route can answer beyond success', () => {
    expect(statusesOf('PATCH /api/view/increase')).toEqual([204, 400, 429, 503]);
    expect(statusesOf('POST /api/admins/login')).toEqual(expect.arrayContaining([200, 400, 401, 429]));
    expect(statusesOf('PATCH /api/post/{id}')).toEqual(
      expect.arrayContaining([400, 401, 404, 409, 413, 415]),
    );
    expect(statusesOf('POST /api/post/add')).toEqual(expect.arrayContaining([400, 401, 408, 413, 415, 507]));
    expect(statusesOf('DELETE /api/admins/{id}')).toEqual(expect.arrayContaining([401, 403, 404, 409]));
    expect(statusesOf('GET /api/post/search')).toEqual(expect.arrayContaining([304, 400, 429]));
    expect(statusesOf('GET /api/program')).not.toContain(401);
  });
});
