import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv, testDatabaseUrl } from '../config/env';
import { moduleRoutines } from '../modules/index';
import { createDatabase, type Database } from './client';
import { migrate } from './migrate';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION = '0005_upload_keys.sql';
const PHOTO = '3f2b8c1e-4d5a-4e6f-8a7b-9c0d1e2f3a4b.webp';
const OTHER_HOST_PHOTO = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d.jpg';
const BANNER = '0f1e2d3c-4b5a-4968-8776-655443322110.png';
const ELSEWHERE = 'https://res.cloudinary.example/station/image/upload/v1/launch.jpg';
const EDITED_AT = new Date('2025-03-01T08:00:00.000Z');

let database: Database;
let dropSchema = async () => undefined as unknown;
const dirs: string[] = [];

/** A database of its own (PGlite, or a fresh schema on the PostgreSQL server), at the schema before keys. */
beforeAll(async () => {
  const url = testDatabaseUrl();
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = await createDatabase({ url, searchPath: schema });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  } else {
    database = await createDatabase({});
  }
  const before = mkdtempSync(join(tmpdir(), 'station-migrations-'));
  dirs.push(before);
  for (const file of readdirSync(MIGRATIONS).filter((name) => name < MIGRATION))
    cpSync(join(MIGRATIONS, file), join(before, file));
  await migrate(database, { dir: `${before}/` });
});
afterAll(async () => {
  await dropSchema();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function rows<T>(query: string): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe(`migration ${MIGRATION}`, () => {
  it('turns stored upload addresses of any host into keys, keeps other images, and answers from the setting', async () => {
    await database.exec(`
      INSERT INTO posts (id, title, detail, category, images, created_at, updated_at) VALUES
        ('11111111-1111-4111-8111-111111111111', 'Old post', 'Text', 'local', '[
          {"secure_url": "http://localhost:3000/uploads/${PHOTO}", "id": "${PHOTO}", "title": "Launch", "width": 1600, "height": 900},
          {"secure_url": "https://api.old-host.example/station/uploads/${OTHER_HOST_PHOTO}", "id": "${OTHER_HOST_PHOTO}"},
          {"secure_url": "${ELSEWHERE}", "id": "launch"}
        ]', '${EDITED_AT.toISOString()}', '${EDITED_AT.toISOString()}'),
        ('22222222-2222-4222-8222-222222222222', 'No photo', 'Text', 'sport', '[]', now(), now());
      INSERT INTO ads (name, image) VALUES
        ('ad1', '{"secure_url": "https://station.example/uploads/${BANNER}", "id": "${BANNER}", "width": 1280, "height": 160}'),
        ('ad2', '{"secure_url": "https://ads.partner.example/banner.png"}');
    `);

    expect(await migrate(database, { routines: moduleRoutines })).toContain(MIGRATION);

    const [empty, old] = await rows<{ images: unknown; updated_at: Date | string }>(
      `SELECT images, updated_at FROM posts ORDER BY title`,
    );
    expect(empty?.images).toEqual([]);
    expect(old?.images).toEqual([
      { key: PHOTO, title: 'Launch', width: 1600, height: 900 },
      { key: OTHER_HOST_PHOTO },
      { secure_url: ELSEWHERE, id: 'launch' },
    ]);
    // A migration is not an edit: the console's "saved after you opened it" check must not fire.
    expect(new Date(old?.updated_at ?? 0).toISOString()).toBe(EDITED_AT.toISOString());
    expect(await rows<{ image: unknown }>(`SELECT image FROM ads ORDER BY name`)).toEqual([
      { image: { key: BANNER, width: 1280, height: 160 } },
      { image: { secure_url: 'https://ads.partner.example/banner.png' } },
    ]);

    const dataDir = mkdtempSync(join(tmpdir(), 'station-migrated-'));
    dirs.push(dataDir);
    const app = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        JWT_SECRET: 'x'.repeat(40),
        DATA_DIR: dataDir,
        UPLOADS_PUBLIC_URL: 'https://cdn.station.example',
      }),
      database,
      logger: false,
    });
    try {
      const post = (
        await app.inject({ method: 'GET', url: '/api/post/11111111-1111-4111-8111-111111111111' })
      ).json();
      expect(post.imagesUrl).toEqual([
        {
          secure_url: `https://cdn.station.example/${PHOTO}`,
          id: PHOTO,
          title: 'Launch',
          width: 1600,
          height: 900,
        },
        { secure_url: `https://cdn.station.example/${OTHER_HOST_PHOTO}`, id: OTHER_HOST_PHOTO },
        { secure_url: ELSEWHERE, id: 'launch' },
      ]);
      const ads = (await app.inject({ method: 'GET', url: '/api/ad' })).json();
      expect(ads.map((ad: { image: { secure_url: string } }) => ad.image.secure_url)).toEqual([
        `https://cdn.station.example/${BANNER}`,
        'https://ads.partner.example/banner.png',
      ]);
    } finally {
      await app.close();
    }
  });
});
