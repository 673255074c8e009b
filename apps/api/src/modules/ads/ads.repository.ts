import type { Ad, AdName } from '@station/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads, type StoredImage } from '../../db/schema/index';
import type { Pictures } from '../../storage/pictures';

export type AdRow = typeof ads.$inferSelect;

export function toAd(row: AdRow, pictures: Pick<Pictures, 'addressOf' | 'srcsetOf'>): Ad {
  const srcset = pictures.srcsetOf(row.image);
  return {
    name: row.name,
    image: {
      secure_url: pictures.addressOf(row.image),
      width: row.image.width,
      height: row.image.height,
      ...(srcset ? { srcset } : {}),
    },
    ...(row.link ? { link: row.link } : {}),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createAdsRepository(db: Db) {
  return {
    list: () => db.select().from(ads).orderBy(asc(ads.name)),
    find: async (name: AdName) => (await db.select().from(ads).where(eq(ads.name, name)))[0],
    /** `link` undefined keeps the stored link, null removes it. */
    save: async (name: AdName, image: StoredImage, link: string | null | undefined) =>
      (
        await db
          .insert(ads)
          .values({ name, image, link: link ?? null })
          .onConflictDoUpdate({
            target: ads.name,
            set: { image, ...(link !== undefined ? { link } : {}), updatedAt: new Date() },
          })
          .returning()
      )[0],
    setLink: async (name: AdName, link: string | null) =>
      (await db.update(ads).set({ link, updatedAt: new Date() }).where(eq(ads.name, name)).returning())[0],
  };
}
