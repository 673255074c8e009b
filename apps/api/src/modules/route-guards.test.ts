import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { PUBLIC, SECRET_GUARDED, SUPER_ONLY } from '../testing/route-access';

const LOGOUT = 'POST /api/admins/logout';

const SAMPLE_ID = '00000000-0000-4000-8000-0000000000ee';

let t: TestApp;
let regularToken: string;
let routes: string[];

beforeAll(async () => {
  t = await buildTestApp();
  regularToken = (await t.addAdmin('regular')).token;
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = [
    ...new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`),
      ),
    ),
  ];
});
afterAll(() => t.close());

function request(route: string, token?: string) {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace('{id}', SAMPLE_ID).replace('{key}', 'x').replace('{name}', 'ad1');
  return t.inject({
    method: method as 'GET',
    url,
    token,
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
}

describe('route guards', () => {
  it('knows every route the API serves', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of [...PUBLIC, ...SUPER_ONLY, ...SECRET_GUARDED]) expect(routes).toContain(route);
  });

  it('answers 401 to an anonymous caller on every route that is not public', async () => {
    for (const route of routes.filter(
      (candidate) => !PUBLIC.has(candidate) && !SECRET_GUARDED.has(candidate),
    )) {
      const response = await request(route);
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('answers 403 to a regular admin on every super-only route', async () => {
    for (const route of SUPER_ONLY) {
      const response = await request(route, regularToken);
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
    }
  });

  it('refuses every secret-guarded route to an anonymous caller and to an admin token alike', async () => {
    for (const route of SECRET_GUARDED) {
      for (const token of [undefined, t.superToken]) {
        const response = await request(route, token);
        expect({ route, refused: [401, 403].includes(response.statusCode) }).toEqual({
          route,
          refused: true,
        });
      }
    }
  });

  it('lets a regular admin past the guard of every other admin route', async () => {
    const adminRoutes = routes
      .filter(
        (candidate) => !PUBLIC.has(candidate) && !SUPER_ONLY.has(candidate) && !SECRET_GUARDED.has(candidate),
      )
      // Logging out ends the token the sweep uses, so it goes last.
      .sort((a, b) => Number(a === LOGOUT) - Number(b === LOGOUT));
    for (const route of adminRoutes) {
      const response = await request(route, regularToken);
      expect({ route, allowed: ![401, 403].includes(response.statusCode) }).toEqual({ route, allowed: true });
    }
  });
});
