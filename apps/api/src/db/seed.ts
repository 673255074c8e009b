import { slugify } from '@station/domain';
import { loadSharp } from '../lib/load-sharp';
import { withFolded } from '../modules/posts/index';
import { createAdPictures } from '../storage/pictures';
import type { Storage } from '../storage/storage';
import type { Database } from './client';
import { ads, LIVE_ID, live, posts, programs, satelliteInfos, scheduleSlots } from './schema/index';
import { SEED_LIVE_URL, SEED_POSTS, SEED_PROGRAMS, SEED_SATELLITES, SEED_SCHEDULE } from './seed-content';

const HOUR = 3_600_000;

/** A calm gradient picture in the post's colour, made here so a first start needs no network. */
async function pictureFor(
  hue: number,
  width: number,
  height: number,
  format: 'webp' | 'png',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,58%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="hsl(${hue},40%,90%)" fill-opacity="0.35"/>
  </svg>`;
  const image = (await loadSharp())(Buffer.from(svg));
  return format === 'webp' ? image.webp({ quality: 70 }).toBuffer() : image.png().toBuffer();
}

/** Fills an empty database with demo content: every category, programs, satellites, both ads and a live url. */
export async function seedDemo(database: Database, storage: Storage, now = new Date()): Promise<boolean> {
  const { db } = database;
  if ((await db.select({ id: posts.id }).from(posts).limit(1)).length > 0) return false;

  for (const [index, post] of SEED_POSTS.entries()) {
    const picture = await storage.save(await pictureFor(post.hue, 1200, 675, 'webp'), 'webp');
    const at = new Date(now.getTime() - (index + 1) * 5 * HOUR);
    await db.insert(posts).values({
      ...withFolded({ title: post.title, detail: post.detail }),
      category: post.category,
      images: [{ key: picture.key, title: post.title, width: 1200, height: 675 }],
      source: 'seed',
      slug: slugify(post.title),
      status: 'published',
      publishAt: at,
      wentLiveAt: at,
      authorName: 'Station newsroom',
      createdAt: at,
      updatedAt: at,
    });
  }
  const seededPrograms = await db.insert(programs).values(SEED_PROGRAMS).returning({ id: programs.id });
  await db.insert(scheduleSlots).values(
    SEED_SCHEDULE.flatMap(({ program, day, start, end }) => {
      const programId = seededPrograms[program]?.id;
      return programId ? [{ programId, day, startMinute: start, endMinute: end }] : [];
    }),
  );
  for (const [index, satellite] of SEED_SATELLITES.entries()) {
    await db
      .insert(satelliteInfos)
      .values({ ...satellite, createdAt: new Date(now.getTime() - (10 - index) * HOUR) });
  }
  for (const [name, hue] of [
    ['ad1', 150],
    ['ad2', 40],
  ] as const) {
    // Stored as an upload from the console is, with its narrower copies.
    const [image] = await createAdPictures(storage).store([await pictureFor(hue, 2560, 317, 'png')]);
    if (image) await db.insert(ads).values({ name, image }).onConflictDoNothing();
  }
  await db
    .insert(live)
    .values({ id: LIVE_ID, url: SEED_LIVE_URL })
    .onConflictDoUpdate({ target: live.id, set: { url: SEED_LIVE_URL } });
  return true;
}
