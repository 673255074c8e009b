import type { TelegramAdmin } from '@station/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramAdmins } from '../../db/schema/index';

export type TelegramAdminRow = typeof telegramAdmins.$inferSelect;
export type TelegramAdminValues = Pick<
  typeof telegramAdmins.$inferInsert,
  'name' | 'telegramUserId' | 'trusted'
>;

export function toTelegramAdmin(row: TelegramAdminRow): TelegramAdmin {
  return {
    _id: row.id,
    name: row.name,
    telegram_user_id: row.telegramUserId,
    trusted: row.trusted,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createTelegramAdminsRepository(db: Db) {
  return {
    list: () => db.select().from(telegramAdmins).orderBy(asc(telegramAdmins.createdAt)),
    insert: async (values: TelegramAdminValues) =>
      (await db.insert(telegramAdmins).values(values).returning())[0],
    update: async (id: string, values: TelegramAdminValues) =>
      (await db.update(telegramAdmins).set(values).where(eq(telegramAdmins.id, id)).returning())[0],
    remove: async (id: string) =>
      (await db.delete(telegramAdmins).where(eq(telegramAdmins.id, id)).returning())[0],
  };
}
