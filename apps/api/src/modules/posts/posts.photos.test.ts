import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

const file = testAppForFile();

interface Photo {
  id: string;
  secure_url: string;
  caption?: string;
  alt?: string;
  focus?: { x: number; y: number };
  share_url?: string;
}

/** A portrait photo: red over its top fifth, blue below. */
const portrait = () =>
  sharp({ create: { width: 600, height: 1500, channels: 3, background: '#00f' } })
    .composite([
      {
        input: { create: { width: 600, height: 300, channels: 3, background: '#f00' } },
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
const plain = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function newPost(title: string, images: Buffer[]) {
  const form = multipartBody(
    { title, category: 'local', detail: 'x', intent: 'publish' },
    images.map((data, index) => ({ field: 'images', filename: `p${index}.jpg`, data })),
  );
  const response = await file.t.inject({
    method: 'POST',
    url: '/api/post/add',
    token: file.t.superToken,
    ...form,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { _id: string; imagesUrl: Photo[]; updatedAt: string };
}

const setPhotos = (id: string, photos: object[]) =>
  file.t.inject({
    method: 'PATCH',
    url: `/api/post/${id}/photos`,
    token: file.t.superToken,
    payload: { photos },
  });
const setBody = (id: string, title: string, body: string) =>
  file.t.inject({
    method: 'PATCH',
    url: `/api/post/${id}`,
    token: file.t.superToken,
    payload: { title, detail: 'x', category: 'local', body },
  });
const publicBody = async (id: string) =>
  (await file.t.inject({ method: 'GET', url: `/api/post/${id}` })).json().body as string;

/** The share picture's size and whether its top rows are the portrait's red (JPEG blurs it a little). */
async function sharePicture(url: string) {
  const response = await file.t.inject({ method: 'GET', url: new URL(url).pathname });
  expect(response.headers['content-type']).toBe('image/jpeg');
  const image = sharp(response.rawPayload);
  const { width, height } = await image.metadata();
  const top = await image.clone().extract({ left: 0, top: 0, width: 1200, height: 20 }).stats();
  return { width, height, redTop: (top.channels[0]?.mean ?? 0) > 200 && (top.channels[2]?.mean ?? 0) < 50 };
}

describe('a photo’s caption and description, kept in one place', () => {
  it('shows the Photos panel’s words in every figure of it, and keeps no copy in the text', async () => {
    const post = await newPost('One caption', [await plain('#363')]);
    const [photo] = post.imagesUrl;
    const figure = `<figure><img data-photo-id="${photo?.id}" alt="Typed in the text"><figcaption>Old caption</figcaption></figure>`;
    expect((await setBody(post._id, 'One caption', `<p>a</p>${figure}<p>b</p>${figure}`)).statusCode).toBe(
      200,
    );

    const saved = await setPhotos(post._id, [
      { id: photo?.id, caption: 'የጁምዓ ሶላት', alt: 'Worshippers at the mosque' },
    ]);
    expect(saved.statusCode).toBe(200);
    for (const body of [saved.json().data.body as string, await publicBody(post._id)]) {
      expect(body.match(/<figcaption>የጁምዓ ሶላት<\/figcaption>/g)).toHaveLength(2);
      expect(body.match(/alt="Worshippers at the mosque"/g)).toHaveLength(2);
      expect(body).not.toContain('Old caption');
      expect(body).not.toContain('Typed in the text');
    }
    const row = await file.t.database.db.query.posts.findFirst({
      where: (posts, { eq }) => eq(posts.id, post._id),
    });
    expect(row?.body).toBe(
      `<p>a</p><figure><img data-photo-id="${photo?.id}" /></figure><p>b</p><figure><img data-photo-id="${photo?.id}" /></figure>`,
    );
    expect(row?.detail).toBe('a\nb');

    const emptied = await setPhotos(post._id, [{ id: photo?.id, caption: '', alt: '' }]);
    expect(emptied.json().data.body).toContain('alt=""');
    expect(emptied.json().data.body).not.toContain('<figcaption>');
  });

  it('takes a removed photo’s figures out of the text, and leaves the others', async () => {
    const post = await newPost('Removed photo', [await plain('#363'), await plain('#633')]);
    const [kept, removed] = post.imagesUrl;
    await setBody(
      post._id,
      'Removed photo',
      `<p>a</p><figure><img data-photo-id="${removed?.id}"><figcaption>Gone</figcaption></figure><figure><img data-photo-id="${kept?.id}"></figure><p>b</p>`,
    );
    const saved = await setPhotos(post._id, [{ id: kept?.id, caption: 'Stays' }]);
    expect(saved.statusCode).toBe(200);
    const expected = `<p>a</p><figure><img src="${kept?.secure_url}"`;
    for (const body of [saved.json().data.body as string, await publicBody(post._id)]) {
      expect(body.startsWith(expected)).toBe(true);
      expect(body).toContain('<figcaption>Stays</figcaption></figure><p>b</p>');
      expect(body).not.toContain(removed?.id ?? 'never');
      expect(body).not.toContain('Gone');
    }
  });
});

describe('a photo’s focal point', () => {
  it('is stored, returned, and kept when a console that knows none saves the photos', async () => {
    const post = await newPost('Focus kept', [await plain('#363'), await plain('#633')]);
    const [first, second] = post.imagesUrl;
    const saved = await setPhotos(post._id, [
      { id: first?.id, focus: { x: 0.25, y: 0.1 } },
      { id: second?.id },
    ]);
    expect(saved.json().data.imagesUrl.map((photo: Photo) => photo.focus)).toEqual([
      { x: 0.25, y: 0.1 },
      undefined,
    ]);
    const again = await setPhotos(post._id, [{ id: first?.id, caption: 'Words only' }, { id: second?.id }]);
    expect(again.json().data.imagesUrl[0]).toMatchObject({
      caption: 'Words only',
      focus: { x: 0.25, y: 0.1 },
    });
    const read = await file.t.inject({ method: 'GET', url: `/api/post/${post._id}` });
    expect(read.json().imagesUrl[0].focus).toEqual({ x: 0.25, y: 0.1 });
  });

  it.each([
    [{ x: 1.2, y: 0.5 }, 'photos.0.focus.x'],
    [{ x: 0.5, y: -0.1 }, 'photos.0.focus.y'],
    [{ x: '0.5', y: 0.5 }, 'photos.0.focus.x'],
  ])('off the photo (%o) is refused and changes nothing', async (focus, path) => {
    const post = await newPost('Focus refused', [await plain('#363')]);
    const refused = await setPhotos(post._id, [{ id: post.imagesUrl[0]?.id, focus }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0]).toMatchObject({ path });
    const read = await file.t.inject({ method: 'GET', url: `/api/post/${post._id}` });
    expect(read.json().imagesUrl[0].focus).toBeUndefined();
  });

  it('cuts the cover’s share picture around it, again when it moves, removing the one before', async () => {
    const post = await newPost('Portrait cover', [await portrait()]);
    const [cover] = post.imagesUrl;
    expect(cover?.share_url).toBeDefined();
    // Around the middle of a portrait photo, the red top is cut away.
    expect(await sharePicture(cover?.share_url ?? '')).toEqual({ width: 1200, height: 630, redTop: false });

    const saved = await setPhotos(post._id, [{ id: cover?.id, focus: { x: 0.5, y: 0.05 } }]);
    const moved = saved.json().data.imagesUrl[0] as Photo;
    expect(moved.share_url).not.toBe(cover?.share_url);
    expect(await sharePicture(moved.share_url ?? '')).toEqual({ width: 1200, height: 630, redTop: true });
    const before = await file.t.inject({ method: 'GET', url: new URL(cover?.share_url ?? '').pathname });
    expect(before.statusCode).toBe(404);
  });

  it('gives a photo made cover by a new order a share picture of its own', async () => {
    const post = await newPost('New cover', [await plain('#363'), await portrait()]);
    const [first, second] = post.imagesUrl;
    expect(second?.share_url).toBeUndefined();
    const saved = await setPhotos(post._id, [{ id: second?.id, focus: { x: 0.5, y: 0 } }, { id: first?.id }]);
    const cover = saved.json().data.imagesUrl[0] as Photo;
    expect(await sharePicture(cover.share_url ?? '')).toMatchObject({ redTop: true });
  });
});
