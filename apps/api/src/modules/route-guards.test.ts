import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

/**
 * Every route the API registers, read from its own OpenAPI document, is checked here: a new route
 * that forgets its guard fails this suite until it is listed as public or protected on purpose.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/admins/login',
  'GET /api/post',
  'GET /api/post/search',
  'GET /api/post/search/{key}',
  'GET /api/post/{id}',
  'PATCH /api/view/increase',
  'GET /api/program',
  'GET /api/program/{id}',
  'GET /api/satellite-info',
  'GET /api/live',
  'GET /api/ad',
  'GET /api/videos/playlist',
  'GET /uploads/{file}',
]);

const SUPER_ONLY = new Set([
  'GET /api/admins',
  'POST /api/admins/add',
  'PATCH /api/admins/update-user/{id}',
  'PATCH /api/admins/change-user-pwd/{id}',
  'DELETE /api/admins/{id}',
  'GET /api/telegram-admin',
  'POST /api/telegram-admin/add',
  'PATCH /api/telegram-admin/{id}',
  'DELETE /api/telegram-admin/{id}',
]);

/** Called by Telegram, not by a person: its guard is the shared webhook secret, never an admin token. */
const SECRET_GUARDED = new Set(['POST /api/telegram/webhook']);

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
