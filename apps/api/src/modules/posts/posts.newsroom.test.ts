import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPostImages } from '../../storage/pictures';
import { testAppForFile } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';
import { createPostsService } from './posts.service';

const file = testAppForFile();
let writer: { id: string; token: string };
let publisher: { id: string; token: string };

type Fields = Record<string, string>;

async function write(token: string, fields: Fields, images: Buffer[] = []) {
  const form = multipartBody(
    { category: 'local', detail: 'The text.', ...fields },
    images.map((data, index) => ({ field: 'images', filename: `p${index}.jpg`, data })),
  );
  return file.t.inject({ method: 'POST', url: '/api/post/add', token, ...form });
}

const act = (token: string, id: string, action: string, payload?: object) =>
  file.t.inject({ method: 'POST', url: `/api/post/${id}/${action}`, token, ...(payload ? { payload } : {}) });
const publicRead = (id: string) => file.t.inject({ method: 'GET', url: `/api/post/${id}` });
const publicTitles = async (url = '/api/post?limit=400') =>
  ((await file.t.inject({ method: 'GET', url })).json() as { title: string }[]).map((post) => post.title);

/** Polls until `check` holds or `withinMs` passes; answers whether it held. */
async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

beforeAll(async () => {
  const added = await file.t.addAdmin('regular', 'Writer Without Right');
  writer = { id: added.id, token: added.token };
  const trusted = await file.t.addAdmin('regular', 'Senior Editor');
  await file.t.database.db.execute(sql`UPDATE admins SET can_publish = true WHERE id = ${trusted.id}`);
  publisher = { id: trusted.id, token: trusted.token };
});

describe('who may publish', () => {
  it('files a post for review when a writer without the right asks to publish it, and signs it', async () => {
    const response = await write(writer.token, { title: 'Writer asks to publish' });
    expect(response.statusCode).toBe(200);
    const post = response.json().data;
    expect(post).toMatchObject({
      status: 'review',
      publishAt: null,
      author: { name: 'Writer Without Right', kind: 'admin' },
    });
    expect((await publicRead(post._id)).statusCode).toBe(404);
  });

  it('refuses a writer without the right on every route that publishes, and changes nothing', async () => {
    const id = (await write(writer.token, { title: 'Not yet', intent: 'draft' })).json().data._id;
    const live = (await write(file.t.superToken, { title: 'Already live' })).json().data._id;
    const attempts = [
      await act(writer.token, id, 'publish'),
      await act(writer.token, id, 'publish', { publishAt: new Date(Date.now() + 60_000).toISOString() }),
      await act(writer.token, live, 'unpublish'),
      await file.t.inject({
        method: 'PATCH',
        url: `/api/post/${live}`,
        token: writer.token,
        payload: { title: 'Changed by a writer', detail: 'x', category: 'local' },
      }),
      await file.t.inject({ method: 'DELETE', url: `/api/post/${live}`, token: writer.token }),
    ];
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([403, 403, 403, 403, 403]);
    const bulk = await file.t.inject({
      method: 'POST',
      url: '/api/post/bulk',
      token: writer.token,
      payload: { action: 'publish', ids: [id] },
    });
    expect(bulk.json().results).toEqual([
      {
        _id: id,
        ok: false,
        error: 'You may not publish: submit the post for review, and an editor who may publish will.',
      },
    ]);
    expect((await publicRead(id)).statusCode).toBe(404);
    expect((await publicRead(live)).json().title).toBe('Already live');
  });

  it('lets the writer submit, and an editor with the right publish from review', async () => {
    const id = (await write(writer.token, { title: 'From the desk', intent: 'draft' })).json().data._id;
    expect((await act(writer.token, id, 'submit')).json().data.status).toBe('review');
    const counts = (
      await file.t.inject({ method: 'GET', url: '/api/post/counts', token: writer.token })
    ).json();
    expect(counts.review).toBeGreaterThanOrEqual(1);
    const queue = (
      await file.t.inject({ method: 'GET', url: '/api/post/manage?status=review', token: publisher.token })
    ).json() as { _id: string }[];
    expect(queue.map((post) => post._id)).toContain(id);
    const published = await act(publisher.token, id, 'publish');
    expect(published.json()).toMatchObject({ message: 'Published.', data: { status: 'published' } });
    expect((await publicRead(id)).json().author).toEqual({ name: 'Writer Without Right', kind: 'admin' });
  });

  it('returns a post to draft on unpublish, out of every public read', async () => {
    const id = (await write(file.t.superToken, { title: 'Unpublish me zqx' })).json().data._id;
    expect(await publicTitles()).toContain('Unpublish me zqx');
    expect((await act(file.t.superToken, id, 'unpublish')).json().data.status).toBe('draft');
    expect(await publicTitles()).not.toContain('Unpublish me zqx');
    expect(await publicTitles('/api/post/search?key=zqx')).toEqual([]);
    expect((await publicRead(id)).statusCode).toBe(404);
    // The editor still opens it.
    expect(
      (await file.t.inject({ method: 'GET', url: `/api/post/${id}`, token: file.t.superToken })).json()
        .status,
    ).toBe('draft');
  });
});

describe('scheduling', () => {
  it('shows a post scheduled two seconds ahead after two seconds, not before, and claims its moment once', async () => {
    const id = (await write(file.t.superToken, { title: 'On the hour', intent: 'draft' })).json().data._id;
    const at = new Date(Date.now() + 2_000);
    const scheduled = await act(file.t.superToken, id, 'publish', { publishAt: at.toISOString() });
    expect(scheduled.json()).toMatchObject({ message: 'Scheduled.', data: { status: 'scheduled' } });
    expect((await publicRead(id)).statusCode).toBe(404);
    expect(await publicTitles()).not.toContain('On the hour');

    expect(await eventually(async () => (await publicRead(id)).statusCode === 200, 6_000)).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    // Lists drawn before its time are let go within a second of it (the go-live tick).
    expect(await eventually(async () => (await publicTitles()).includes('On the hour'), 3_000)).toBe(true);
    // The go-live tick claimed it (once); a second claim finds nothing left.
    expect(
      await eventually(async () => {
        const result = (await file.t.database.db.execute(
          sql`SELECT went_live_at FROM posts WHERE id = ${id}`,
        )) as unknown as { rows: { went_live_at: unknown }[] };
        return result.rows[0]?.went_live_at !== null;
      }, 3_000),
    ).toBe(true);
    const service = createPostsService({
      db: file.t.database.db,
      images: createPostImages(file.t.app.storage),
    });
    expect((await service.claimWentLive()).map((post) => post.id)).not.toContain(id);
  });
});

describe('trash', () => {
  it('keeps a trashed post restorable as a draft, and deletes it for good only from the trash', async () => {
    const photo = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#246' } })
      .jpeg()
      .toBuffer();
    const id = (await write(file.t.superToken, { title: 'Into the bin' }, [photo])).json().data._id;
    expect(
      (
        await file.t.inject({ method: 'DELETE', url: `/api/post/${id}/purge`, token: file.t.superToken })
      ).json().error,
    ).toBe('Only a post in the trash can be deleted for good.');
    await file.t.inject({ method: 'DELETE', url: `/api/post/${id}`, token: file.t.superToken });
    const trashed = (
      await file.t.inject({ method: 'GET', url: '/api/post/manage?status=trashed', token: file.t.superToken })
    ).json() as { _id: string; trashedAt: string }[];
    expect(trashed.find((post) => post._id === id)?.trashedAt).toEqual(expect.any(String));
    const restored = await act(file.t.superToken, id, 'restore');
    expect(restored.json().data).toMatchObject({ status: 'draft', trashedAt: null });

    await file.t.inject({ method: 'DELETE', url: `/api/post/${id}`, token: file.t.superToken });
    expect(
      (await file.t.inject({ method: 'DELETE', url: `/api/post/${id}/purge`, token: writer.token }))
        .statusCode,
    ).toBe(403);
    const purged = await file.t.inject({
      method: 'DELETE',
      url: `/api/post/${id}/purge`,
      token: file.t.superToken,
    });
    expect(purged.json().message).toBe('Into the bin was deleted for good.');
    expect(
      (await file.t.inject({ method: 'GET', url: `/api/post/${id}`, token: file.t.superToken })).statusCode,
    ).toBe(404);
  });

  it('purges what has been in the trash for 30 days, with its images, and keeps the rest', async () => {
    const photo = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#642' } })
      .jpeg()
      .toBuffer();
    const old = (await write(file.t.superToken, { title: 'Long gone' }, [photo])).json().data;
    const recent = (await write(file.t.superToken, { title: 'Recently binned' })).json().data._id;
    for (const id of [old._id, recent])
      await file.t.inject({ method: 'DELETE', url: `/api/post/${id}`, token: file.t.superToken });
    await file.t.database.db.execute(
      sql`UPDATE posts SET trashed_at = now() - interval '31 days' WHERE id = ${old._id}`,
    );
    const service = createPostsService({
      db: file.t.database.db,
      images: createPostImages(file.t.app.storage),
    });
    expect(await service.purgeOldTrash()).toBe(1);
    const photoPath = new URL(old.imagesUrl[0].secure_url).pathname;
    expect((await file.t.inject({ method: 'GET', url: photoPath })).statusCode).toBe(404);
    expect(
      (await file.t.inject({ method: 'GET', url: `/api/post/${recent}`, token: file.t.superToken }))
        .statusCode,
    ).toBe(200);
  });
});

describe('rich text, slugs and bylines', () => {
  it('stores sanitised markup, reads its words as the text, and slugs an Ethiopic title', async () => {
    const response = await write(file.t.superToken, {
      title: 'የረመዳን ጾም ተጀመረ',
      detail: 'ignored when there is markup',
      body: '<h2>ዜና</h2><p>Moon <strong>sighted</strong> <a href="javascript:alert(1)">x</a><script>alert(1)</script></p><div data-youtube="dQw4w9WgXcQ"></div>',
    });
    const post = response.json().data;
    expect(post.body).toBe(
      '<h2>ዜና</h2><p>Moon <strong>sighted</strong> <a rel="noopener nofollow ugc" target="_blank">x</a></p><div data-youtube="dQw4w9WgXcQ"></div>',
    );
    expect(post.detail).toBe('ዜና\nMoon sighted x');
    expect(post.slug).toBe('የረመዳን-ጾም-ተጀመረ');
    const listed = (
      (await file.t.inject({ method: 'GET', url: '/api/post?limit=5' })).json() as {
        _id: string;
        body: unknown;
        detail: string;
      }[]
    ).find((candidate) => candidate._id === post._id);
    expect(listed).toMatchObject({ body: null, detail: 'ዜና\nMoon sighted x' });
  });

  it('marks an article edited after it was published, and keeps its address', async () => {
    const post = (await write(file.t.superToken, { title: 'First version' })).json().data;
    expect(post.editedAt).toBeNull();
    const edited = await file.t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}`,
      token: file.t.superToken,
      payload: {
        title: 'Second version',
        detail: 'Corrected.',
        category: 'local',
        updatedAt: post.updatedAt,
      },
    });
    expect(edited.json().data).toMatchObject({ slug: 'first-version', editedAt: expect.any(String) });
  });
});

describe('the audit trail', () => {
  it('records each kind of write with who, from where, and for posts what changed', async () => {
    const post = (await write(file.t.superToken, { title: 'Audited title' })).json().data;
    await file.t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}`,
      token: file.t.superToken,
      payload: { title: 'Audited title, fixed', detail: 'The text.', category: 'sport' },
    });
    await act(file.t.superToken, post._id, 'unpublish');
    await file.t.inject({
      method: 'POST',
      url: '/api/program/add',
      token: file.t.superToken,
      payload: {
        name: 'Audited program',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        detail: '',
        time: '',
      },
    });
    const events = (
      await file.t.inject({ method: 'GET', url: '/api/audit?limit=20', token: file.t.superToken })
    ).json() as {
      kind: string;
      action: string;
      targetLabel: string;
      changes: Record<string, unknown>;
      adminName: string;
      address: string;
    }[];
    expect(events.find((event) => event.kind === 'program')).toMatchObject({
      action: 'created',
      targetLabel: 'Audited program',
    });
    expect(events.find((event) => event.action === 'unpublished')?.changes).toEqual({
      status: { before: 'published', after: 'draft' },
    });
    expect(events.find((event) => event.action === 'updated' && event.kind === 'post')?.changes).toEqual({
      fields: ['title', 'category'],
      title: { before: 'Audited title', after: 'Audited title, fixed' },
      category: { before: 'local', after: 'sport' },
    });
    expect(events.find((event) => event.action === 'created' && event.kind === 'post')).toMatchObject({
      adminName: expect.any(String),
      address: expect.stringMatching(/\.0$|unknown|::\/48$/),
    });
    const onlyPrograms = await file.t.inject({
      method: 'GET',
      url: '/api/audit?kind=program',
      token: file.t.superToken,
    });
    expect((onlyPrograms.json() as { kind: string }[]).every((event) => event.kind === 'program')).toBe(true);
    expect((await file.t.inject({ method: 'GET', url: '/api/audit', token: writer.token })).statusCode).toBe(
      403,
    );
  });
});

describe('the breaking-news banner', () => {
  it('shows while it lasts, then is gone', async () => {
    const endsAt = new Date(Date.now() + 1_500).toISOString();
    const set = await file.t.inject({
      method: 'PUT',
      url: '/api/banner',
      token: file.t.superToken,
      payload: { text: 'ሰበር ዜና: the bridge is open', link: 'https://station.example/article/x', endsAt },
    });
    expect(set.statusCode).toBe(200);
    expect((await file.t.inject({ method: 'GET', url: '/api/banner' })).json()).toEqual({
      text: 'ሰበር ዜና: the bridge is open',
      link: 'https://station.example/article/x',
      endsAt,
    });
    expect(
      (
        await file.t.inject({
          method: 'PUT',
          url: '/api/banner',
          token: writer.token,
          payload: { text: 'x', endsAt },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      await eventually(
        async () =>
          (await file.t.inject({ method: 'GET', url: '/api/banner', token: file.t.superToken })).json() ===
          null,
        4_000,
      ),
    ).toBe(true);
  });
});

describe('the photos of an existing post', () => {
  it('adds, reorders, captions, describes and removes photos, each stored at several widths', async () => {
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#353' } })
      .jpeg()
      .toBuffer();
    const post = (
      await write(file.t.superToken, { title: 'Photo essay', intent: 'draft' }, [wide, wide])
    ).json().data;
    const [first, second] = post.imagesUrl as { id: string; secure_url: string; srcset: string }[];
    expect(first?.srcset).toMatch(/ 400w, .+ 800w, .+ 1600w$/);

    const added = await file.t.inject({
      method: 'POST',
      url: `/api/post/${post._id}/photos`,
      token: file.t.superToken,
      ...multipartBody({}, [{ field: 'images', filename: 'third.jpg', data: wide }]),
    });
    expect(added.json().data.imagesUrl).toHaveLength(3);
    const third = added.json().data.imagesUrl[2];

    const stale = await file.t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}/photos`,
      token: file.t.superToken,
      payload: { photos: [{ id: third.id }], updatedAt: post.updatedAt },
    });
    expect(stale.statusCode).toBe(409);

    const saved = await file.t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}/photos`,
      token: file.t.superToken,
      payload: {
        photos: [
          { id: third.id, caption: 'የጁምዓ ሶላት', alt: 'Worshippers at the mosque' },
          { id: first?.id, caption: '' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.imagesUrl.map((image: { id: string }) => image.id)).toEqual([
      third.id,
      first?.id,
    ]);
    expect(saved.json().data.imagesUrl[0]).toMatchObject({
      caption: 'የጁምዓ ሶላት',
      alt: 'Worshippers at the mosque',
    });
    const removedPath = new URL(second?.secure_url ?? '').pathname;
    expect((await file.t.inject({ method: 'GET', url: removedPath })).statusCode).toBe(404);

    const unknown = await file.t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}/photos`,
      token: file.t.superToken,
      payload: { photos: [{ id: 'not-a-photo.webp' }] },
    });
    expect(unknown.json().issues[0]).toMatchObject({ path: 'photos.0.id' });
  });

  it('gives an inline photo of the text its address and widths, and drops it when the photo goes', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#533' } })
      .jpeg()
      .toBuffer();
    const post = (await write(file.t.superToken, { title: 'Inline figure', intent: 'draft' }, [photo])).json()
      .data;
    const key = post.imagesUrl[0].id;
    const edited = await file.t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}`,
      token: file.t.superToken,
      payload: {
        title: 'Inline figure',
        detail: 'x',
        category: 'local',
        body: `<p>Before</p><figure><img src="https://evil.example/x.png" data-photo-id="${key}" alt="ሰላም"><figcaption>Caption</figcaption></figure>`,
      },
    });
    const body = edited.json().data.body as string;
    expect(body).toContain(`src="${post.imagesUrl[0].secure_url}"`);
    expect(body).toMatch(/srcset="[^"]+ 400w, [^"]+ 800w, [^"]+ 1200w"/);
    expect(body).not.toContain('evil.example');
    const emptied = await file.t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}/photos`,
      token: file.t.superToken,
      payload: { photos: [] },
    });
    expect(emptied.json().data.body).toBe('<p>Before</p>');
  });

  it('keeps a writer without the right from changing the photos of a published post', async () => {
    const live = (await write(file.t.superToken, { title: 'Live with photos' })).json().data._id;
    const refused = await file.t.inject({
      method: 'PATCH',
      url: `/api/post/${live}/photos`,
      token: writer.token,
      payload: { photos: [] },
    });
    expect(refused.statusCode).toBe(403);
  });
});
