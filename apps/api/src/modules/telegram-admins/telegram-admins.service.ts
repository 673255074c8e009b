import type { TelegramAdmin, TelegramAdminInput } from '@station/domain';
import type { Db } from '../../db/client';
import { existing } from '../../lib/errors';
import {
  createTelegramAdminsRepository,
  type TelegramAdminValues,
  toTelegramAdmin,
} from './telegram-admins.repository';

const WHAT = 'The Telegram admin';

/** An edit without a user id (or without `trusted`) keeps the stored one: older consoles send only the name. */
const toValues = (input: TelegramAdminInput): TelegramAdminValues => ({
  name: input.name,
  ...(input.telegram_user_id !== undefined ? { telegramUserId: input.telegram_user_id } : {}),
  ...(input.trusted !== undefined ? { trusted: input.trusted } : {}),
});

export function createTelegramAdminsService(db: Db) {
  const repo = createTelegramAdminsRepository(db);
  return {
    list: async (): Promise<TelegramAdmin[]> => (await repo.list()).map(toTelegramAdmin),
    create: async (input: TelegramAdminInput): Promise<TelegramAdmin> =>
      toTelegramAdmin(existing(await repo.insert(toValues(input)), WHAT)),
    update: async (id: string, input: TelegramAdminInput): Promise<TelegramAdmin> =>
      toTelegramAdmin(existing(await repo.update(id, toValues(input)), WHAT)),
    remove: async (id: string): Promise<TelegramAdmin> =>
      toTelegramAdmin(existing(await repo.remove(id), WHAT)),
  };
}
