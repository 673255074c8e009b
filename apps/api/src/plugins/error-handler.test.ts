import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

/**
 * Contract 1 through the API: every JSON body route, read from the OpenAPI document, answers bad
 * bodies with sentences a person reads, each under the field it concerns.
 */
let t: TestApp;
let routes: { method: string; url: string; fields: string[] }[];

const SAMPLE_ID = '00000000-0000-4000-8000-0000000000ee';
/** Good values for the fields, so a check of the whole body (the passwords' match) is reached too. */
const GOOD: Record<string, unknown> = {
  name: 'Desk',
  email: 'desk@station.test',
  role: 'regular',
  password: 'a-good-password-1',
  newPwd: 'a-good-password-1',
  prevPwd: 'anything',
  confirmPwd: 'not-the-same-password',
};
const ZOD_WORDS =
  /invalid_type|too_small|too_big|unrecognized_keys|invalid_value|Invalid input|expected|received/;

beforeAll(async () => {
  t = await buildTestApp();
  const document = t.app.swagger() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
    >;
  };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const json = operation.requestBody?.content?.['application/json'];
      if (!json || path === '/api/telegram/webhook') return [];
      const url = path.replace('{id}', SAMPLE_ID);
      return [{ method: method.toUpperCase(), url, fields: Object.keys(json.schema?.properties ?? {}) }];
    }),
  );
});
afterAll(() => t.close());

describe('validation answers', () => {
  it('word every issue of every JSON body route as a sentence under its field', async () => {
    expect(routes.length).toBeGreaterThan(10);
    const keyLike = [...new Set(routes.flatMap((route) => route.fields))].filter((key) => /[A-Z_]/.test(key));
    expect(keyLike).toEqual(expect.arrayContaining(['confirmPwd', 'symbol_rate', 'telegram_user_id']));
    let answered = 0;
    for (const route of routes) {
      for (const payload of [
        {},
        { unknownField: 1 },
        Object.fromEntries(route.fields.map((key) => [key, 7])),
        Object.fromEntries(route.fields.map((key) => [key, GOOD[key] ?? 'x'])),
      ]) {
        const response = await t.inject({
          method: route.method as 'POST',
          url: route.url,
          token: t.superToken,
          payload,
        });
        if (response.statusCode !== 400) continue;
        answered += 1;
        const body = response.json() as {
          error: string;
          code: string;
          issues: { path: string; message: string }[];
        };
        expect({ route: route.url, code: body.code }).toEqual({
          route: route.url,
          code: 'VALIDATION_FAILED',
        });
        expect(body.error).toBe(body.issues[0]?.message);
        for (const { path, message } of body.issues) {
          const problem = { route: route.url, path, message };
          expect({ ...problem, sentence: /^[A-Z].*[.!?]$/.test(message) }).toMatchObject({ sentence: true });
          expect({ ...problem, code: ZOD_WORDS.test(message) }).toMatchObject({ code: false });
          for (const key of keyLike)
            expect({ ...problem, names: message.includes(key) }).toMatchObject({ names: false });
          expect([...route.fields, 'unknownField', '']).toContain(path);
        }
      }
    }
    expect(answered).toBeGreaterThan(routes.length * 2);
  });
});
