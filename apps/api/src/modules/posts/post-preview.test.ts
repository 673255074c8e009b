import { PREVIEW_LIFETIME_MS } from '@station/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

const file = testAppForFile();
let writer: { id: string; token: string; email: string; password: string };
let otherWriter: { token: string };
let draftId: string;
let othersDraftId: string;

async function write(token: string, title: string, intent = 'draft') {
  const form = multipartBody({ title, detail: 'The text.', category: 'local', intent }, []);
  const response = await file.t.inject({ method: 'POST', url: '/api/post/add', token, ...form });
  expect(response.statusCode).toBe(200);
  return response.json().data._id as string;
}

const askPreview = (token: string, id: string) =>
  file.t.inject({ method: 'POST', url: `/api/post/${id}/preview`, token });

async function previewToken(token: string, id: string): Promise<string> {
  const response = await askPreview(token, id);
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const readPreview = (token?: string) =>
  file.t.inject({
    method: 'GET',
    url: '/api/post/preview',
    headers: token === undefined ? {} : { 'x-preview-token': token },
  });

beforeAll(async () => {
  writer = await file.t.addAdmin('regular', 'Preview Writer');
  otherWriter = await file.t.addAdmin('regular', 'Other Writer');
  draftId = await write(writer.token, 'A draft nobody reads yet');
  othersDraftId = await write(otherWriter.token, "Someone else's draft");
});

afterEach(() => vi.restoreAllMocks());

describe('draft previews', () => {
  it('lets a writer preview their own draft: the post as readers get it, kept by no cache', async () => {
    const link = await askPreview(writer.token, draftId);
    expect(link.statusCode).toBe(200);
    const { token, expiresAt } = link.json();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(PREVIEW_LIFETIME_MS + 1_000);
    expect(token.length).toBeLessThanOrEqual(200);

    const preview = await readPreview(token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      _id: draftId,
      title: 'A draft nobody reads yet',
      status: 'draft',
    });
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Readers still cannot reach it.
    expect((await file.t.inject({ method: 'GET', url: `/api/post/${draftId}` })).statusCode).toBe(404);
  });

  it("refuses a writer another writer's post, and lets an editor who may publish preview any", async () => {
    const refused = await askPreview(writer.token, othersDraftId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('own posts');
    for (const token of [file.publisher, file.t.superToken]) {
      const preview = await readPreview(await previewToken(token, othersDraftId));
      expect(preview.json()).toMatchObject({ _id: othersDraftId, status: 'draft' });
    }
  });

  it('previews a post under review, scheduled or published alike', async () => {
    const id = await write(file.publisher, 'Going out tomorrow');
    const scheduled = await file.t.inject({
      method: 'POST',
      url: `/api/post/${id}/publish`,
      token: file.publisher,
      payload: { publishAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(scheduled.json().data.status).toBe('scheduled');
    const preview = await readPreview(await previewToken(file.publisher, id));
    expect(preview.json()).toMatchObject({ _id: id, status: 'scheduled' });
    const filed = await write(writer.token, 'Filed for review', 'review');
    const inReview = await readPreview(await previewToken(writer.token, filed));
    expect(inReview.json()).toMatchObject({ _id: filed, status: 'review' });
  });

  it('counts no view however often a preview is read', async () => {
    const token = await previewToken(writer.token, draftId);
    for (let read = 0; read < 3; read += 1) expect((await readPreview(token)).statusCode).toBe(200);
    const post = await file.t.inject({ method: 'GET', url: `/api/post/${draftId}`, token: writer.token });
    expect(post.json().visit).toBe(0);
  });

  it('refuses a missing, tampered or re-aimed token, and an admin token in its place', async () => {
    const token = await previewToken(writer.token, draftId);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const flipped = `${token.slice(0, -signature.length)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherPost = token.replace(draftId, othersDraftId);
    const laterExpiry = token.replace(
      /\.(\d{10})\./,
      (_match, seconds: string) => `.${Number(seconds) + 86_400}.`,
    );
    for (const given of [
      undefined,
      '',
      flipped,
      otherPost,
      laterExpiry,
      file.t.superToken,
      'x'.repeat(5_000),
    ]) {
      const response = await readPreview(given);
      expect({ given: given?.slice(0, 20), status: response.statusCode }).toEqual({
        given: given?.slice(0, 20),
        status: 401,
      });
      expect(response.json()).toMatchObject({ code: 'PREVIEW_INVALID' });
    }
  });

  it('ends a preview link after its hour', async () => {
    const token = await previewToken(writer.token, draftId);
    const later = Date.now() + PREVIEW_LIFETIME_MS + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const expired = await readPreview(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'PREVIEW_ENDED',
      error: expect.stringContaining('expired'),
    });
  });

  it("ends every preview link of a session when its admin signs out, and a new sign-in's links work", async () => {
    const token = await previewToken(writer.token, draftId);
    expect((await readPreview(token)).statusCode).toBe(200);
    const logout = await file.t.inject({ method: 'POST', url: '/api/admins/logout', token: writer.token });
    expect(logout.statusCode).toBe(200);
    const ended = await readPreview(token);
    expect(ended.statusCode).toBe(410);
    expect(ended.json().error).toContain('session');

    writer.token = await file.t.login(writer.email, writer.password);
    expect((await readPreview(await previewToken(writer.token, draftId))).statusCode).toBe(200);
  });

  it("ends a preview link when its admin's password changes", async () => {
    const token = await previewToken(writer.token, draftId);
    const newPwd = 'a-new-preview-password';
    const changed = await file.t.inject({
      method: 'PATCH',
      url: '/api/admins/change-my-pwd',
      token: writer.token,
      payload: { prevPwd: writer.password, newPwd, confirmPwd: newPwd },
    });
    expect(changed.statusCode).toBe(200);
    writer.password = newPwd;
    writer.token = changed.json().token;
    expect((await readPreview(token)).statusCode).toBe(410);
    expect((await readPreview(await previewToken(writer.token, draftId))).statusCode).toBe(200);
  });

  it('ends a preview when its post goes to the trash, and refuses to make one there', async () => {
    const id = await write(writer.token, 'Soon in the trash');
    const token = await previewToken(writer.token, id);
    await file.t.inject({ method: 'DELETE', url: `/api/post/${id}`, token: writer.token });
    expect((await readPreview(token)).statusCode).toBe(404);
    expect((await askPreview(writer.token, id)).statusCode).toBe(409);
  });
});
