import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

/** Publishing pins the text the editor read: a writer's later edit never goes live unseen. */
const file = testAppForFile();

interface Shown {
  _id: string;
  title: string;
  status: string;
  updatedAt: string;
}

/** A post a writer wrote and sent for review, as the editor opens it. */
async function inReview(title: string): Promise<Shown> {
  const form = multipartBody(
    { title, detail: 'The text as written.', category: 'local', intent: 'review' },
    [],
  );
  const created = await file.t.inject({ method: 'POST', url: '/api/post/add', token: file.regular, ...form });
  expect(created.json().data.status).toBe('review');
  return opened(created.json().data._id);
}

const opened = async (id: string): Promise<Shown> =>
  (await file.t.inject({ method: 'GET', url: `/api/post/${id}`, token: file.publisher })).json();

async function writerEdits(post: Shown, title: string) {
  const response = await file.t.inject({
    method: 'PATCH',
    url: `/api/post/${post._id}`,
    token: file.regular,
    payload: { title, detail: 'A sentence added after the editor opened it.', category: 'local' },
  });
  expect(response.statusCode).toBe(200);
}

const publish = (id: string, payload: object) =>
  file.t.inject({ method: 'POST', url: `/api/post/${id}/publish`, token: file.publisher, payload });

describe('publishing what the editor read', () => {
  it('answers 409 with the current version when the post changed after the editor opened it', async () => {
    const shown = await inReview('As reviewed');
    await writerEdits(shown, 'Changed behind the editor');

    const refused = await publish(shown._id, { updatedAt: shown.updatedAt });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('POST_CHANGED');
    const current = await opened(shown._id);
    expect(refused.headers['x-post-version']).toBe(current.updatedAt);
    expect(current).toMatchObject({ status: 'review', title: 'Changed behind the editor' });
    expect((await file.t.inject({ method: 'GET', url: `/api/post/${shown._id}` })).statusCode).toBe(404);

    const published = await publish(shown._id, { updatedAt: current.updatedAt });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
  });

  it('schedules only the version read as well', async () => {
    const shown = await inReview('Scheduled as reviewed');
    await writerEdits(shown, 'Scheduled, changed behind the editor');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const refused = await publish(shown._id, { publishAt: at, updatedAt: shown.updatedAt });
    expect(refused.statusCode).toBe(409);
    expect((await opened(shown._id)).status).toBe('review');
  });

  it('approves in bulk each post at the version shown, refusing only the changed ones', async () => {
    const kept = await inReview('Approved as listed');
    const changed = await inReview('Listed, then changed');
    await writerEdits(changed, 'Changed after the list was drawn');

    const response = await file.t.inject({
      method: 'POST',
      url: '/api/post/bulk',
      token: file.publisher,
      payload: {
        action: 'publish',
        ids: [kept._id, changed._id],
        versions: { [kept._id]: kept.updatedAt, [changed._id]: changed.updatedAt },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { _id: kept._id, ok: true },
      { _id: changed._id, ok: false, code: 'POST_CHANGED', error: expect.stringContaining('changed') },
    ]);
    expect((await opened(kept._id)).status).toBe('published');
    expect((await opened(changed._id)).status).toBe('review');
  });

  it('refuses versions for posts that were not chosen, with a sentence', async () => {
    const shown = await inReview('Chosen alone');
    const response = await file.t.inject({
      method: 'POST',
      url: '/api/post/bulk',
      token: file.publisher,
      payload: {
        action: 'publish',
        ids: [shown._id],
        versions: { 'not-an-id': shown.updatedAt },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    expect((await opened(shown._id)).status).toBe('review');
  });
});
