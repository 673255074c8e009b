import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { PUBLIC, SECRET_GUARDED, SUPER_ONLY, WRITER_MAY_CALL } from '../testing/route-access';

/** Logging out ends the token, and a refresh replaces it: each gets a token of its own. */
const ENDS_TOKEN = new Set(['POST /api/admins/logout', 'POST /api/admins/refresh']);

const SAMPLE_ID = '00000000-0000-4000-8000-0000000000ee';

let t: TestApp;
/** A regular admin without the right to publish. */
let writerToken: string;
/** A regular admin a super gave the right to publish. */
let publisherToken: string;
let routes: string[];

beforeAll(async () => {
  t = await buildTestApp();
  writerToken = (await t.addAdmin('regular', 'Desk Writer')).token;
  const publisher = await t.addAdmin('regular', 'Night Editor');
  const granted = await t.inject({
    method: 'PATCH',
    url: `/api/admins/update-user/${publisher.id}`,
    token: t.superToken,
    payload: { name: 'Night Editor', email: publisher.email, role: 'regular', canPublish: true },
  });
  expect(granted.statusCode).toBe(200);
  publisherToken = publisher.token;
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

/** Every route behind a session that a regular admin may reach with the right to publish. */
const adminRoutes = () =>
  routes.filter(
    (candidate) => !PUBLIC.has(candidate) && !SUPER_ONLY.has(candidate) && !SECRET_GUARDED.has(candidate),
  );

async function expectAllowed(allowed: string[], token: string, canPublish: boolean) {
  for (const route of allowed) {
    const own = ENDS_TOKEN.has(route)
      ? (await t.addAdmin('regular', 'Sweep editor', { canPublish })).token
      : token;
    const response = await request(route, own);
    expect({ route, allowed: ![401, 403].includes(response.statusCode) }).toEqual({ route, allowed: true });
  }
}

describe('route guards', () => {
  it('knows every route the API serves', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of [...PUBLIC, ...SUPER_ONLY, ...SECRET_GUARDED, ...WRITER_MAY_CALL])
      expect(routes).toContain(route);
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

  it('answers 403 to a regular admin on every super-only route, with the right to publish or without', async () => {
    for (const route of SUPER_ONLY) {
      for (const token of [writerToken, publisherToken]) {
        const response = await request(route, token);
        expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
      }
    }
  });

  it('answers 403 to a writer on every route that changes what readers see, saying what is missing', async () => {
    const needsRight = adminRoutes().filter((route) => !WRITER_MAY_CALL.has(route));
    expect(needsRight).toEqual(
      expect.arrayContaining(['PATCH /api/ad/{name}', 'PATCH /api/live/{id}', 'POST /api/program/add']),
    );
    for (const route of needsRight) {
      const response = await request(route, writerToken);
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
      expect({ route, error: response.json().error }).toEqual({
        route,
        error: expect.stringContaining('right to publish'),
      });
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

  it('lets a writer past the guard of every route a writer may call', async () => {
    await expectAllowed([...WRITER_MAY_CALL], writerToken, false);
  });

  it('lets a regular admin with the right to publish past the guard of every other admin route', async () => {
    await expectAllowed(adminRoutes(), publisherToken, true);
  });
});
