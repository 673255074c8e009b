import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type FilePart, multipartBody } from '../../testing/multipart';

let t: TestApp;
/** A regular admin with the right to publish: readers see an ad at once. */
let token: string;
let writer: string;
let banner: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.addAdmin('regular', 'Ad desk', { canPublish: true })).token;
  writer = (await t.addAdmin('regular', 'Desk Writer')).token;
  // Noise does not compress, so this real 2560 x 317 PNG is well over the framework's 1 MiB default.
  const noise = randomBytes(2560 * 317 * 3);
  banner = await sharp(noise, { raw: { width: 2560, height: 317, channels: 3 } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const upload = (name: string, files: FilePart[], fields: Record<string, string> = { name }) =>
  t.inject({ method: 'PATCH', url: `/api/ad/${name}`, token, ...multipartBody(fields, files) });
const uploadsOnDisk = () => readdirSync(join(t.dataDir, 'uploads'));

describe('PATCH ad/:name', () => {
  it('takes a real banner over 1 MiB and shows it in GET ad, as WebP with the narrower copies a phone reads', async () => {
    expect(banner.length).toBeGreaterThan(1024 * 1024);
    const response = await upload('ad1', [
      { field: 'image', filename: 'banner.png', data: banner, contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('AD updated Successfully!');
    const ads = (await t.inject({ method: 'GET', url: '/api/ad' })).json();
    expect(ads).toEqual([
      expect.objectContaining({ name: 'ad1', image: expect.objectContaining({ width: 2560, height: 317 }) }),
    ]);
    const file = await t.inject({ method: 'GET', url: new URL(ads[0].image.secure_url).pathname });
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const widths = (ads[0].image.srcset as string).split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['400w', '800w', '1600w', '2560w']);
    const phoneCopy = (ads[0].image.srcset as string).split(' ')[0] as string;
    const narrow = await t.inject({ method: 'GET', url: new URL(phoneCopy).pathname });
    expect(narrow.headers['content-type']).toBe('image/webp');
    expect(narrow.rawPayload.length).toBeLessThan(banner.length / 20);
  });

  it('replaces the previous image and leaves no orphan on disk', async () => {
    const jpeg = await sharp({ create: { width: 2560, height: 317, channels: 3, background: '#b7862b' } })
      .jpeg()
      .toBuffer();
    await upload('ad2', [{ field: 'image', filename: 'first.jfif', data: jpeg }]);
    const before = uploadsOnDisk().length;
    const second = await upload('ad2', [{ field: 'image', filename: 'second.jpg', data: jpeg }]);
    expect(second.statusCode).toBe(200);
    expect(uploadsOnDisk()).toHaveLength(before);
  });

  it('strips whatever rides along in a polyglot JPEG', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } })
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload('ad1', [{ field: 'image', filename: 'x.jpg', data: polyglot }]);
    expect(response.statusCode).toBe(200);
    const stored = await t.inject({
      method: 'GET',
      url: new URL(response.json().data.image.secure_url).pathname,
    });
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it.each([
    [
      'an SVG with script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['HTML named .png', Buffer.from('<html><body>hi</body></html>'), 'image/png'],
    ['JSON declared as PNG', Buffer.from('{"a":1}'), 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'), 'application/pdf'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'), 'image/gif'],
  ])('refuses %s with 415', async (_label, data, contentType) => {
    const before = uploadsOnDisk().length;
    const response = await upload('ad1', [{ field: 'image', filename: 'file.png', data, contentType }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatch(/png, jpeg/);
    expect(uploadsOnDisk()).toHaveLength(before);
  });

  it('refuses a file over 5 MB with 413 and a second file with 413', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    expect((await upload('ad1', [{ field: 'image', filename: 'big.png', data: huge }])).statusCode).toBe(413);
    const two = await upload('ad1', [
      { field: 'image', filename: 'a.png', data: banner },
      { field: 'image', filename: 'b.png', data: banner },
    ]);
    expect(two.statusCode).toBe(413);
  });

  it('refuses a truncated image and a pixel flood without a 500', async () => {
    const truncated = (
      await sharp({ create: { width: 800, height: 200, channels: 3, background: '#123' } })
        .jpeg()
        .toBuffer()
    ).subarray(0, 300);
    expect((await upload('ad1', [{ field: 'image', filename: 't.jpg', data: truncated }])).statusCode).toBe(
      400,
    );
    const flood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload('ad1', [{ field: 'image', filename: 'flood.png', data: flood }])).statusCode).toBe(
      413,
    );
  });

  it('refuses a missing image, an unknown ad and a mismatched name', async () => {
    expect((await upload('ad1', [])).json()).toEqual({
      error: 'Choose an image for the ad.',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'image', message: 'Choose an image for the ad.' }],
    });
    expect((await upload('ad3', [{ field: 'image', filename: 'a.png', data: banner }])).statusCode).toBe(400);
    expect(
      (await upload('ad1', [{ field: 'image', filename: 'a.png', data: banner }], { name: 'ad2' }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps a click-through link, keeps it when the field is absent, and removes it when empty', async () => {
    const image = [{ field: 'image', filename: 'banner.png', data: banner, contentType: 'image/png' }];
    const linked = await upload('ad1', image, { name: 'ad1', link: 'https://shop.example.et/offer?a=1' });
    expect(linked.json().data.link).toBe('https://shop.example.et/offer?a=1');
    const listed = async () =>
      (await t.inject({ method: 'GET', url: '/api/ad' }))
        .json()
        .find((ad: { name: string }) => ad.name === 'ad1');
    expect((await listed()).link).toBe('https://shop.example.et/offer?a=1');

    expect((await upload('ad1', image)).statusCode).toBe(200);
    expect((await listed()).link).toBe('https://shop.example.et/offer?a=1');

    const changed = await upload('ad1', [], { link: 'http://example.org/new' });
    expect(changed.statusCode).toBe(200);
    expect((await listed()).link).toBe('http://example.org/new');

    expect((await upload('ad1', [], { link: '' })).statusCode).toBe(200);
    expect(await listed()).not.toHaveProperty('link');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'ftp://example.org',
    `https://e.et/${'a'.repeat(2050)}`,
  ])('refuses the link %j under the link field and stores nothing', async (link) => {
    const response = await upload('ad2', [], { link });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([expect.objectContaining({ path: 'link' })]);
    const ad2 = (await t.inject({ method: 'GET', url: '/api/ad' }))
      .json()
      .find((ad: { name: string }) => ad.name === 'ad2');
    expect(ad2?.link).toBeUndefined();
  });

  it('refuses a writer without the right to publish, and the ad keeps its image and link', async () => {
    const image = [{ field: 'image', filename: 'banner.png', data: banner, contentType: 'image/png' }];
    expect((await upload('ad1', image, { name: 'ad1', link: 'https://shop.example.et/' })).statusCode).toBe(
      200,
    );
    const before = (await t.inject({ method: 'GET', url: '/api/ad' })).json();
    const refused = await t.inject({
      method: 'PATCH',
      url: '/api/ad/ad1',
      token: writer,
      ...multipartBody({ link: 'https://phishing.example/login' }, []),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('right to publish');
    expect((await t.inject({ method: 'GET', url: '/api/ad' })).json()).toEqual(before);
  });

  it('refuses a link for an ad that has no picture yet', async () => {
    const fresh = await buildTestApp();
    const response = await fresh.inject({
      method: 'PATCH',
      url: '/api/ad/ad1',
      token: fresh.superToken,
      ...multipartBody({ link: 'https://example.org' }, []),
    });
    expect(response.json().issues).toEqual([{ path: 'image', message: 'Choose an image for the ad.' }]);
    await fresh.close();
  });

  it('never serves a name the server did not make', async () => {
    for (const path of ['/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/a.png%00.php', '/uploads/x.png']) {
      expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});
