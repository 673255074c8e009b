import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { loadEnv, testDatabaseUrl } from '../config/env';
import { backup, restore } from './backup';
import { createDatabase } from './client';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'station-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const ADMIN = { email: 'owner@station.test', password: 'owner-pass-phrase' };

async function openStation(dataDir: string) {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'backup-test-secret-long-enough-for-hs256',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_BASE_URL: 'http://api.test',
  });
  const database = await createDatabase({ dataDir });
  const app = await buildApp({ env, database, logger: false });
  await bootstrap(env, database, app.log);
  return app;
}

async function snapshot(app: Awaited<ReturnType<typeof openStation>>) {
  const login = await app.inject({ method: 'POST', url: '/api/admins/login', payload: ADMIN });
  const token = login.json().token;
  const posts = await app.inject({ method: 'GET', url: '/api/post?limit=400' });
  const ads = (await app.inject({ method: 'GET', url: '/api/ad' })).json();
  const images = await Promise.all(
    ads.map(
      async (ad: { image: { secure_url: string } }) =>
        (await app.inject({ method: 'GET', url: new URL(ad.image.secure_url).pathname })).statusCode,
    ),
  );
  const totals = (
    await app.inject({ method: 'GET', url: '/api/view', headers: { authorization: `Bearer ${token}` } })
  ).json();
  return {
    login: login.statusCode,
    posts: posts.json().map((post: { _id: string; visit: number }) => [post._id, post.visit]),
    images,
    totals,
  };
}

/**
 * Starting the embedded database twice and packing it takes 6 s on an idle machine and five times
 * that on two cores shared with a browser suite; the limit is for a hang, not for speed.
 */
const STARTS_DATABASES = { timeout: 120_000 };

describe('backup and restore of the embedded database', () => {
  it(
    'brings back logins, posts, ad images and counters into an empty data dir',
    STARTS_DATABASES,
    async () => {
      const original = await openStation(tempDir());
      const [post] = (await original.inject({ method: 'GET', url: '/api/post?limit=1' })).json();
      await original.inject({
        method: 'PATCH',
        url: `/api/view/increase?webStatus=visit&articleStatus=visit&articleId=${post._id}`,
      });
      const before = await snapshot(original);
      const dataDir = original.env.DATA_DIR;
      await original.close();

      const folder = tempDir();
      expect(await backup({ dataDir }, folder)).toEqual(['pgdata.tar.gz', 'uploads']);
      const restoredDir = join(tempDir(), 'data');
      await restore({ dataDir: restoredDir }, folder);
      await expect(restore({ dataDir: restoredDir }, folder)).rejects.toThrow(/not empty/);

      const restored = await openStation(restoredDir);
      const after = await snapshot(restored);
      await restored.close();
      expect(after).toEqual(before);
      expect(after.login).toBe(200);
      expect(after.posts.length).toBeGreaterThan(10);
      expect(after.images).toEqual([200, 200]);
      expect(after.totals.totalWebsiteVisit).toBe(1);
    },
  );
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** A folder someone made readable by all, with a development secret left readable beside the data. */
function openFolders() {
  const dataDir = tempDir();
  writeFileSync(join(dataDir, 'jwt-secret'), 'development-secret', { mode: 0o644 });
  chmodSync(join(dataDir, 'jwt-secret'), 0o644);
  const folder = join(tempDir(), 'backup');
  mkdirSync(folder, { mode: 0o755 });
  chmodSync(folder, 0o755);
  return { dataDir, folder };
}

describe('what a backup leaves on disk', () => {
  it('keeps the embedded dump, the secret and their folder to the owner alone (0600, 0700)', async () => {
    const { dataDir, folder } = openFolders();
    await backup({ dataDir }, folder);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(join(folder, 'pgdata.tar.gz'))).toBe(0o600);
    expect(modeOf(join(folder, 'jwt-secret'))).toBe(0o600);
    const fresh = join(tempDir(), 'new', 'backup');
    await backup({ dataDir }, fresh);
    expect(modeOf(fresh)).toBe(0o700);
  });

  it.runIf(testDatabaseUrl())('keeps the server dump (pg_dump) to the owner alone', async () => {
    const { dataDir, folder } = openFolders();
    await backup({ dataDir, databaseUrl: testDatabaseUrl() }, folder);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(join(folder, 'database.dump'))).toBe(0o600);
  });
});

describe('a backup while images live in a bucket (STORAGE=s3)', () => {
  it('copies the database only and says plainly where the images are kept', STARTS_DATABASES, () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'uploads', 'left-from-local-days.webp'), 'old');
    const folder = join(tempDir(), 'backup');
    const root = join(import.meta.dirname, '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/backup-cli.ts', 'backup', folder], {
      cwd: root,
      env: { DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'station-uploads' },
      encoding: 'utf8',
      timeout: STARTS_DATABASES.timeout,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(['jwt-secret', 'pgdata.tar.gz']);
    expect(run.stdout).toContain('Images are in the object store (STORAGE=s3) and are not in this folder');
    expect(run.stdout).toContain('aws s3 sync');
    expect(run.stdout).toContain('This backup holds the database only.');
  });
});
