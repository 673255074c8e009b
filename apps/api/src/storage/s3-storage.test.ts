import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { multipartBody } from '../testing/multipart';
import { s3ClientFor } from './s3-storage';

const BUCKET = 'station-uploads';
const CDN = 'https://cdn.station.test/images';
const KEY_URL = /^https:\/\/cdn\.station\.test\/images\/([0-9a-f-]{36}\.(webp|png|jpg))$/;

let store: S3rver;
let storeDir: string;
let endpoint: string;
let bucket: S3Client;
let t: TestApp;
let photo: Buffer;

const s3Settings = (at: string) => ({
  STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: at,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  UPLOADS_PUBLIC_URL: `${CDN}/`,
});

async function keysInBucket(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const keyOf = (url: string) => KEY_URL.exec(url)?.[1] ?? `not an upload address: ${url}`;

function postForm(title: string, photos: Buffer[]) {
  return multipartBody(
    { title, detail: 'A story with a photo', category: 'local' },
    photos.map((data, index) => ({ field: 'images', filename: `photo-${index}.jpg`, data })),
  );
}

const addPost = (app: TestApp, title: string, photos: Buffer[]) =>
  app.inject({ method: 'POST', url: '/api/post/add', token: app.superToken, ...postForm(title, photos) });

const replaceAd = (app: TestApp, image: Buffer) =>
  app.inject({
    method: 'PATCH',
    url: '/api/ad/ad1',
    token: app.superToken,
    ...multipartBody({ name: 'ad1' }, [
      { field: 'image', filename: 'ad.png', data: image, contentType: 'image/png' },
    ]),
  });

/** A loopback port nothing listens on: a store that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'station-s3-'));
  store = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: storeDir });
  const { port } = await store.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = await s3ClientFor({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
  t = await buildTestApp(s3Settings(endpoint));
  photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0b5d3b' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await store?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

describe('uploads with STORAGE=s3', () => {
  it('puts a post photo in the bucket, addresses it under UPLOADS_PUBLIC_URL and serves it at /uploads/<key>', async () => {
    const created = await addPost(t, 'Photo in the bucket', [photo]);
    expect(created.statusCode).toBe(200);
    const [image] = created.json().data.imagesUrl;
    expect(image.secure_url).toMatch(KEY_URL);
    const key = keyOf(image.secure_url);
    expect(image.id).toBe(key);
    expect(await keysInBucket()).toContain(key);

    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');

    // The row keeps the key alone: no host, no address that a move of the CDN would leave behind.
    const stored = (await t.database.db.execute(
      sql`SELECT images::text AS images FROM posts WHERE id = ${created.json().data._id}`,
    )) as unknown as { rows: { images: string }[] };
    expect(stored.rows[0]?.images).not.toMatch(/https?:|uploads/);
    expect(JSON.parse(stored.rows[0]?.images ?? '[]')).toEqual([
      {
        key,
        width: 1600,
        height: 800,
        variants: [
          { width: 400, key: expect.stringMatching(/\.webp$/) },
          { width: 800, key: expect.stringMatching(/\.webp$/) },
        ],
        // The cover's share picture, cut around its focal point (the middle, none being chosen).
        share: { key: expect.stringMatching(/\.jpg$/), x: 0.5, y: 0.5 },
      },
    ]);
    const shareKey = JSON.parse(stored.rows[0]?.images ?? '[]')[0].share.key as string;
    expect(await keysInBucket()).toContain(shareKey);
    expect(image.srcset).toMatch(/ 400w, .* 800w, .* 1600w$/);

    const served = await t.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    const again = await t.inject({
      method: 'GET',
      url: `/uploads/${key}`,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown key, a name it never made, and a path that tries to leave the store', async () => {
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'notes.txt', Body: 'private' }));
    for (const url of [
      '/uploads/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/notes.txt',
      '/uploads/..%2Fnotes.txt',
      '/uploads/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/uploads/.00000000-0000-4000-8000-000000000000.webp.partial',
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'The file was not found.', code: 'NOT_FOUND' });
    }
  });

  it('removes a purged post’s objects and the picture an ad no longer shows', async () => {
    const created = (await addPost(t, 'Two photos, then gone', [photo, photo])).json().data;
    const keys = created.imagesUrl.map((image: { secure_url: string }) => keyOf(image.secure_url));
    expect(await keysInBucket()).toEqual(expect.arrayContaining(keys));
    // Deleting moves a post to the trash; its objects go when it is deleted for good.
    for (const url of [`/api/post/${created._id}`, `/api/post/${created._id}/purge`]) {
      const removed = await t.inject({ method: 'DELETE', url, token: t.superToken });
      expect(removed.statusCode).toBe(200);
    }
    const left = await keysInBucket();
    for (const key of keys) expect(left).not.toContain(key);

    const banner = await sharp({ create: { width: 1280, height: 160, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const first = keyOf((await replaceAd(t, banner)).json().data.image.secure_url);
    const second = keyOf((await replaceAd(t, banner)).json().data.image.secure_url);
    const after = await keysInBucket();
    expect(after).toContain(second);
    expect(after).not.toContain(first);
    const listed = (await t.inject({ method: 'GET', url: '/api/ad' })).json();
    expect(listed[0].image.secure_url).toBe(`${CDN}/${second}`);
  });

  it('removes the stored object again when the database refuses the post', async () => {
    await t.database.exec(`
      CREATE FUNCTION refuse_posts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER refuse_posts BEFORE INSERT ON posts FOR EACH ROW EXECUTE FUNCTION refuse_posts();
    `);
    try {
      const before = await keysInBucket();
      const refused = await addPost(t, 'Never saved', [photo]);
      expect(refused.statusCode).toBe(500);
      expect(await keysInBucket()).toEqual(before);
    } finally {
      await t.database.exec('DROP TRIGGER refuse_posts ON posts; DROP FUNCTION refuse_posts();');
    }
  });
});

describe('a store that does not answer', () => {
  it('answers 503 with a sentence and keeps no post or ad without its picture', async () => {
    const down = await buildTestApp(s3Settings(`http://127.0.0.1:${await closedPort()}`));
    try {
      const refused = await addPost(down, 'Store is down', [photo]);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toEqual({
        error: expect.stringMatching(/^The image store is not answering, so the image could not be saved\./),
        code: 'STORAGE_UNAVAILABLE',
      });
      expect((await down.inject({ method: 'GET', url: '/api/post' })).json()).toEqual([]);

      const banner = await sharp({ create: { width: 1280, height: 160, channels: 3, background: '#654321' } })
        .png()
        .toBuffer();
      expect((await replaceAd(down, banner)).statusCode).toBe(503);
      expect((await down.inject({ method: 'GET', url: '/api/ad' })).json()).toEqual([]);

      const read = await down.inject({
        method: 'GET',
        url: '/uploads/00000000-0000-4000-8000-000000000000.webp',
      });
      expect(read.statusCode).toBe(503);
      expect(read.json().error).toBe('The image store is not answering right now. Please try again shortly.');
    } finally {
      await down.close();
    }
  });
});
