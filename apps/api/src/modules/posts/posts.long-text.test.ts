import { FIELD_MAX } from '@station/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

/** Long Amharic texts are kept whole or refused, never cut; no field is ignored. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TOO_LONG = `The text of the post is too long (at most ${FIELD_MAX.detail} characters).`;
const create = (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) =>
  t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...multipartBody(fields, files) });
const edit = (id: string, detail: string) =>
  t.inject({
    method: 'PATCH',
    url: `/api/post/${id}`,
    token: t.superToken,
    payload: { title: 'ረጅም', detail, category: 'local' },
  });

describe('a long Amharic detail', () => {
  it('is stored whole up to the limit in characters, on create and on edit', async () => {
    const created = await create({ title: 'ረጅም', detail: 'ዜ'.repeat(80_000), category: 'local' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data._id;
    const stored = (await t.inject({ method: 'GET', url: `/api/post/${id}` })).json().detail;
    expect(stored).toBe('ዜ'.repeat(80_000));

    const full = 'ና'.repeat(FIELD_MAX.detail);
    expect((await create({ title: 'ረጅም', detail: full, category: 'local' })).statusCode).toBe(200);
    expect((await edit(id, full)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/post/${id}` })).json().detail).toBe(full);
  });

  it('is refused with a sentence one character past the limit, on create and on edit', async () => {
    const over = 'ና'.repeat(FIELD_MAX.detail + 1);
    const created = await create({ title: 'ረጅም', detail: over, category: 'local' });
    expect(created.statusCode).toBe(400);
    expect(created.json().issues).toEqual([{ path: 'detail', message: TOO_LONG }]);
    const id = (await create({ title: 'ረጅም', detail: 'ና', category: 'local' })).json().data._id;
    const edited = await edit(id, over);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().issues).toEqual([{ path: 'detail', message: TOO_LONG }]);
  });

  it('is refused, not cut, past the bytes any text may take', async () => {
    const response = await create({ title: 'ረጅም', detail: 'ና'.repeat(150_000), category: 'local' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('detail');
  });
});

describe('post/add fields', () => {
  it('refuses a field or a file under a name the form does not have', async () => {
    const extra = await create({ title: 't', detail: 'd', category: 'local', featured: 'yes' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toBe('This field is not accepted: featured.');
    const file = await create({ title: 't', detail: 'd', category: 'local' }, [
      { field: 'cover', filename: 'a.jpg', data: Buffer.from('x') },
    ]);
    expect(file.statusCode).toBe(400);
    expect(file.json().issues).toEqual([{ path: 'cover', message: 'This field is not accepted: cover.' }]);
  });

  it('counts a title of only zero-width characters as missing', async () => {
    const response = await create({ title: '\u200B\u200C\u200D\u2060', detail: 'd', category: 'local' });
    expect(response.json().issues).toEqual([{ path: 'title', message: 'The title is required.' }]);
  });
});
