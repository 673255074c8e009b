import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { multipartBody } from '../testing/multipart';

/** A JSON body is UTF-8 or refused, and each refusal says what is wrong. */
let t: TestApp;
let id: string;
beforeAll(async () => {
  t = await buildTestApp();
  const form = multipartBody({ title: 'ዜና', detail: 'ጽሑፍ', category: 'local' }, []);
  id = (await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form })).json().data
    ._id;
});
afterAll(() => t.close());

const edit = (payload: string | Buffer, contentType = 'application/json') =>
  t.inject({
    method: 'PATCH',
    url: `/api/post/${id}`,
    token: t.superToken,
    headers: { 'content-type': contentType },
    payload,
  });
const storedTitle = async () => (await t.inject({ method: 'GET', url: `/api/post/${id}` })).json().title;

describe('JSON bodies', () => {
  it('refuses bytes that are not UTF-8 with 400 and stores nothing', async () => {
    const body = Buffer.concat([
      Buffer.from('{"title":"caf'),
      Buffer.from([0xe9, 0xff]),
      Buffer.from('","detail":"d","category":"local"}'),
    ]);
    const response = await edit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The request body is not valid UTF-8 text; send it as UTF-8.');
    expect(await storedTitle()).toBe('ዜና');
  });

  it('refuses another charset with 415 and takes UTF-8 named in any case', async () => {
    const body = '{"title":"cafe","detail":"d","category":"local"}';
    const latin = await edit(body, 'application/json; charset=iso-8859-1');
    expect(latin.statusCode).toBe(415);
    expect(latin.json().error).toBe('Send JSON as UTF-8 (charset=utf-8); no other character set is read.');
    expect((await edit(body, 'application/json; charset="UTF-8"')).statusCode).toBe(200);
    expect((await edit(body, 'application/json;charset=utf8')).statusCode).toBe(200);
  });

  it('names __proto__ and constructor.prototype when a body uses them, and keeps "not valid JSON" for the rest', async () => {
    for (const body of [
      '{"title":"t","detail":"d","category":"local","__proto__":{"role":"super"}}',
      '{"title":"t","detail":"d","category":"local","constructor":{"prototype":{"role":"super"}}}',
    ]) {
      const response = await edit(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'The request body names __proto__ or constructor.prototype, which no field may be called.',
      );
    }
    expect((await edit('{"title":')).json().error).toBe('The request body is not valid JSON.');
    expect(({} as { role?: string }).role).toBeUndefined();
  });
});
