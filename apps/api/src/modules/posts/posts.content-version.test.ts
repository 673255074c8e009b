import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

/**
 * The content version is public: only changes a reader can see may move it, or anyone watching it
 * learns when the newsroom saves a draft (and every draft save would empty every public cache).
 */
const file = testAppForFile();

const version = async () =>
  BigInt((await file.t.inject({ method: 'GET', url: '/api/content-version' })).json().version as string);

const write = (token: string, fields: Record<string, string>) =>
  file.t.inject({
    method: 'POST',
    url: '/api/post/add',
    token,
    ...multipartBody({ category: 'local', detail: 'The text.', ...fields }, []),
  });
const idOf = (response: { json(): { data: { _id: string } } }) => response.json().data._id;

const edit = (token: string, id: string, title: string) =>
  file.t.inject({
    method: 'PATCH',
    url: `/api/post/${id}`,
    token,
    payload: { title, detail: `${title}: the text.`, category: 'local' },
  });

const act = (id: string, action: string, payload?: object) =>
  file.t.inject({
    method: 'POST',
    url: `/api/post/${id}/${action}`,
    token: file.t.superToken,
    ...(payload ? { payload } : {}),
  });

/** Runs `change` (which must succeed) and answers whether the content version moved. */
async function moves(change: () => Promise<{ statusCode: number }>): Promise<boolean> {
  const before = await version();
  expect((await change()).statusCode).toBe(200);
  return (await version()) > before;
}

describe('the content version', () => {
  it('stays as it was while a post is a draft, in review or scheduled', async () => {
    let id = '';
    expect(
      await moves(async () => {
        const response = await write(file.regular, { title: 'A draft', intent: 'draft' });
        id = idOf(response);
        return response;
      }),
    ).toBe(false);
    expect(await moves(() => edit(file.regular, id, 'A draft, saved again'))).toBe(false);
    expect(await moves(() => act(id, 'submit'))).toBe(false);
    expect(
      await moves(() => act(id, 'publish', { publishAt: new Date(Date.now() + 86_400_000).toISOString() })),
    ).toBe(false);
    expect(await moves(() => edit(file.t.superToken, id, 'Scheduled, edited'))).toBe(false);
    expect(await moves(() => act(id, 'unpublish'))).toBe(false);
    expect(
      await moves(() => file.t.inject({ method: 'DELETE', url: `/api/post/${id}`, token: file.regular })),
    ).toBe(false);
    expect(await moves(() => act(id, 'restore'))).toBe(false);
  });

  it('moves when a post is published, edited while public, unpublished and trashed', async () => {
    const id = idOf(await write(file.regular, { title: 'Going public', intent: 'draft' }));
    expect(await moves(() => act(id, 'publish'))).toBe(true);
    expect(await moves(() => edit(file.publisher, id, 'Going public, corrected'))).toBe(true);
    expect(await moves(() => act(id, 'unpublish'))).toBe(true);
    expect(await moves(() => act(id, 'publish'))).toBe(true);
    expect(
      await moves(() => file.t.inject({ method: 'DELETE', url: `/api/post/${id}`, token: file.publisher })),
    ).toBe(true);
  });

  it('moves when a post is published as it is written, and when other public content changes', async () => {
    expect(await moves(() => write(file.publisher, { title: 'Straight out', intent: 'publish' }))).toBe(true);
    expect(
      await moves(() =>
        file.t.inject({
          method: 'POST',
          url: '/api/program/add',
          token: file.publisher,
          payload: { name: 'Evening news', url: 'https://youtu.be/dQw4w9WgXcQ', detail: '', time: '' },
        }),
      ),
    ).toBe(true);
  });
});
