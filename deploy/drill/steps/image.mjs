// @ts-check
// Drill step 3: an image uploaded through instance A is served through B and C, from the
// object store, at the address UPLOADS_PUBLIC_URL makes.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../lib/check.mjs';
import { call } from '../lib/http.mjs';
import { login, publish } from '../lib/newsroom.mjs';
import { gradientPng } from '../lib/png.mjs';
import { DOMAINS } from '../lib/station-cluster.mjs';

export const id = 'image';
export const title = '3. an image uploaded through instance A';

/** @param {Buffer} bytes */
const digest = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * @param {import('../lib/station-cluster.mjs').StationCluster} cluster
 * @param {import('../lib/check.mjs').Shared} shared
 */
export async function run(cluster, shared) {
  const [a, b, c] = cluster.apiUrls;
  const token = shared.token ?? (await login(a, cluster.admin));
  const post = await publish(
    a,
    token,
    {
      title: 'Drill picture',
      detail: 'A post with a picture, uploaded through one instance.',
      category: 'world',
    },
    [gradientPng()],
  );
  const address = post.imagesUrl[0]?.secure_url ?? '';
  const prefix = `${cluster.uploadsPublicUrl}/`;
  const key = address.startsWith(prefix) ? address.slice(prefix.length) : '';
  const path = new URL(address || 'http://missing/').pathname;

  const [fromB, fromC, viaMain, viaAdmin] = await Promise.all([
    call(b, path),
    call(c, path),
    call(cluster.nginxUrl, path, { host: DOMAINS.main }),
    call(cluster.nginxUrl, path, { host: DOMAINS.admin }),
  ]);
  const served = [fromB, fromC, viaMain, viaAdmin];
  const inBucket = key !== '' && existsSync(join(cluster.s3Dir, cluster.bucket, `${key}._S3rver_object`));
  const [row] = await cluster.sql('SELECT images::text AS images FROM posts WHERE id::text = $1', [post._id]);

  return {
    figures: {
      address,
      bytes: fromB.bytes.length,
      contentType: fromB.headers['content-type'],
      cacheControl: fromB.headers['cache-control'],
      storedAs: row?.images,
    },
    checks: [
      check(
        'its address is made from UPLOADS_PUBLIC_URL',
        key !== '',
        `${address} (setting ${cluster.uploadsPublicUrl})`,
      ),
      check('the object is in the bucket', inBucket, `${cluster.bucket}/${key}`),
      check(
        'B and C, and nginx on both domains, serve the same picture',
        served.every(
          (answer) => answer.status === 200 && /^image\//.test(answer.headers['content-type'] ?? ''),
        ) && new Set(served.map((answer) => digest(answer.bytes))).size === 1,
        served
          .map((answer) => `${answer.status} ${answer.headers['content-type'] ?? ''} ${digest(answer.bytes)}`)
          .join('; '),
      ),
      check(
        'the database keeps the key, not an address',
        row?.images.includes(key) && !row.images.includes('://'),
        row?.images ?? 'no row',
      ),
    ],
  };
}

/** @param {Awaited<ReturnType<typeof run>>['figures']} f */
export const summary = (f) =>
  `${f.bytes} bytes of ${f.contentType} served by B, C and nginx; ${f.cacheControl}`;
