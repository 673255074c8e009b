import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
});
afterAll(() => Promise.all([a.close(), b.close()]));

const idOf = async (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  (await t.inject({ method: 'GET', url, headers })).headers['x-request-id'];

describe('request ids', () => {
  it("sends back the proxy's id when it is a sane token", async () => {
    const given = 'e3b0c442-98fc.1c14:9afb_-x';
    expect(await idOf(a, '/api/health', { 'x-request-id': given })).toBe(given);
    const nginxStyle = 'f4c1d2a9b8e7f6a5b4c3d2e1f0a9b8c7';
    expect(await idOf(a, '/api/program', { 'x-request-id': nginxStyle })).toBe(nginxStyle);
  });

  it.each([
    ['longer than 128 characters', 'a'.repeat(129)],
    ['carrying spaces', 'one two'],
    ['carrying a line break or markup', 'x\u2028<script>'],
    ['empty', ''],
  ])('makes a UUID instead of taking one %s', async (_case, given) => {
    const sent = await idOf(a, '/api/health', { 'x-request-id': given });
    expect(sent).toMatch(UUID);
    expect(sent).not.toBe(given);
  });

  it('makes a UUID when none is given, also on a 404 and a refused request', async () => {
    expect(await idOf(a, '/api/health')).toMatch(UUID);
    expect(await idOf(a, '/api/no-such-route')).toMatch(UUID);
    const refused = await a.inject({ method: 'POST', url: '/api/admins/login', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toMatch(UUID);
  });

  it('never gives two requests the same id, across two instances', async () => {
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, index) => idOf(index % 2 ? a : b, '/api/health')),
    );
    expect(new Set(ids).size).toBe(50);
  });
});
