import { INVALID_YOUTUBE_LINK } from '@station/domain';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';

const file = testAppForFile();

const program = {
  name: 'የጁምዓ ኹጥባ',
  url: 'https://youtu.be/dQw4w9WgXcQ?list=PL123',
  detail: 'Friday sermon',
  time: 'Friday 12:00',
};

const add = (payload: object, token: string | null = file.publisher) =>
  file.t.inject({ method: 'POST', url: '/api/program/add', token: token ?? undefined, payload });

describe('programs', () => {
  it('adds, lists, reads, edits and deletes with the spec messages', async () => {
    const added = await add(program);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Saved Successfully!');
    const id = added.json().data._id;

    expect((await file.t.inject({ method: 'GET', url: '/api/program' })).json()).toEqual([
      expect.objectContaining({ _id: id, ...program }),
    ]);
    expect((await file.t.inject({ method: 'GET', url: `/api/program/${id}` })).json()).toMatchObject(program);

    const update = {
      name: 'Friday sermon',
      url: 'https://www.youtube.com/playlist?list=PL0123456789',
      detail: 'Live',
      time: 'Friday 13:00',
    };
    const updated = await file.t.inject({
      method: 'PATCH',
      url: `/api/program/${id}`,
      token: file.publisher,
      payload: update,
    });
    expect(updated.json()).toMatchObject({ message: 'Friday sermon Updated Successfully!', data: update });

    const deleted = await file.t.inject({
      method: 'DELETE',
      url: `/api/program/${id}`,
      token: file.publisher,
    });
    expect(deleted.json().message).toBe('Friday sermon Deleted Successfully!');
    for (const method of ['DELETE', 'PATCH', 'GET'] as const)
      expect(
        (
          await file.t.inject({
            method,
            url: `/api/program/${id}`,
            token: file.publisher,
            ...(method === 'PATCH' ? { payload: update } : {}),
          })
        ).statusCode,
      ).toBe(404);
  });

  it('refuses writes without a session', async () => {
    expect((await add(program, null)).statusCode).toBe(401);
  });

  it.each(['', 'not a url', 'https://vimeo.com/76979871', 'https://example.org'])(
    'refuses the video url %j like the live link, under the url field',
    async (url) => {
      const response = await add({ ...program, url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: INVALID_YOUTUBE_LINK,
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'url', message: INVALID_YOUTUBE_LINK }],
      });
    },
  );
});
