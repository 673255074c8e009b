// @ts-check
// F-f: back up a station on PostgreSQL with the documented command, restore it into an empty
// database and data dir, and check that logins, posts, ad images and counters are as they were.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { API_DIR, check, freshDatabase, login, nextClient, startApi } from './lib.mjs';

export const title = 'F-f backup and restore on PostgreSQL';
const execFileAsync = promisify(execFile);

/**
 * @param {'backup' | 'restore'} action
 * @param {string} folder
 * @param {Record<string, string>} env
 */
const backupCommand = (action, folder, env) =>
  execFileAsync(process.execPath, [join(API_DIR, 'dist', 'backup.js'), action, folder], {
    env: { ...process.env, ...env },
  });

/** @typedef {{ image: { secure_url: string } }} Ad */

/**
 * What a restore must bring back: the newest posts, the ads and their images, the view counts.
 * @param {import('./lib.mjs').RunningApi} api
 */
async function snapshot(api) {
  /**
   * @param {string} path
   * @param {string} [token]
   * @returns {Promise<any>} the JSON answer, shaped by the path
   */
  const json = async (path, token) =>
    (await fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).json();
  const token = await login(api.url);
  /** @type {Ad[]} */
  const ads = await json('/api/ad');
  const images = await Promise.all(
    ads.map(async (ad) => {
      const response = await fetch(`${api.url}${new URL(ad.image.secure_url).pathname}`);
      return `${response.status} ${response.headers.get('content-type')} ${(await response.arrayBuffer()).byteLength}`;
    }),
  );
  return {
    posts: /** @type {import('./lib.mjs').ListedPost[]} */ (await json('/api/post?limit=8')).map(
      (post) => `${post._id} ${post.title} ${post.visit}`,
    ),
    ads: ads.map((ad) => new URL(ad.image.secure_url).pathname),
    images,
    views: await json('/api/view', token),
  };
}

export async function run() {
  const source = await freshDatabase('drill_backup');
  const target = await freshDatabase('drill_restore');
  const folder = mkdtempSync(join(tmpdir(), 'station-backup-'));
  const restoredDir = mkdtempSync(join(tmpdir(), 'station-restored-'));
  const api = await startApi({ DATABASE_URL: source.url });
  let restored;
  try {
    const token = await login(api.url);
    const banner = await sharp({ create: { width: 728, height: 90, channels: 3, background: '#0a5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('name', 'ad1');
    form.set('image', new Blob([banner], { type: 'image/png' }), 'banner.png');
    const upload = await fetch(`${api.url}/api/ad/ad1`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const [article] = /** @type {import('./lib.mjs').ListedPost[]} */ (
      await (await fetch(`${api.url}/api/post?limit=1`)).json()
    );
    if (!article) throw new Error('the seeded API lists no post');
    for (let view = 0; view < 5; view++) {
      await fetch(
        `${api.url}/api/view/increase?webStatus=visit&articleStatus=visit&articleId=${article._id}`,
        {
          method: 'PATCH',
          headers: { 'x-forwarded-for': nextClient() },
        },
      );
    }
    const before = await snapshot(api);
    await backupCommand('backup', folder, { DATABASE_URL: source.url, DATA_DIR: api.dataDir });
    await api.stop();

    await backupCommand('restore', folder, { DATABASE_URL: target.url, DATA_DIR: restoredDir });
    restored = await startApi({ DATABASE_URL: target.url, DATA_DIR: restoredDir });
    const after = await snapshot(restored);
    return {
      figures: { posts: before.posts.length, ads: before.ads.length, views: before.views },
      checks: [
        check('the new ad was uploaded before the backup', upload.status === 200),
        check('the admin logs in on the restored station', Boolean(after)),
        check(
          'the newest posts are the same, with their counts',
          JSON.stringify(after.posts) === JSON.stringify(before.posts),
        ),
        check(
          'the ad images are the same files and load',
          JSON.stringify(after.ads) === JSON.stringify(before.ads) &&
            JSON.stringify(after.images) === JSON.stringify(before.images),
          after.images.join(', '),
        ),
        check(
          'the site counters are the same',
          JSON.stringify(after.views) === JSON.stringify(before.views),
          JSON.stringify(after.views),
        ),
      ],
    };
  } finally {
    await api.stop();
    await restored?.stop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(restoredDir, { recursive: true, force: true });
    await source.drop();
    await target.drop();
  }
}
