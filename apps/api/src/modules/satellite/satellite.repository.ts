import type { SatelliteInfo } from '@station/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { satelliteInfos } from '../../db/schema/index';

export type SatelliteRow = typeof satelliteInfos.$inferSelect;
export type SatelliteValues = Pick<
  typeof satelliteInfos.$inferInsert,
  'satellite' | 'frequency' | 'symbolRate' | 'polarity'
>;

export function toSatelliteInfo(row: SatelliteRow): SatelliteInfo {
  return {
    _id: row.id,
    satellite: row.satellite,
    frequency: row.frequency,
    symbol_rate: row.symbolRate,
    polarity: row.polarity,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createSatelliteRepository(db: Db) {
  return {
    /** Oldest first: the site's top bar shows the first entry. */
    list: () => db.select().from(satelliteInfos).orderBy(asc(satelliteInfos.createdAt)),
    insert: async (values: SatelliteValues) =>
      (await db.insert(satelliteInfos).values(values).returning())[0],
    update: async (id: string, values: SatelliteValues) =>
      (await db.update(satelliteInfos).set(values).where(eq(satelliteInfos.id, id)).returning())[0],
    remove: async (id: string) =>
      (await db.delete(satelliteInfos).where(eq(satelliteInfos.id, id)).returning())[0],
  };
}
