import {
  messageWithDataSchema,
  type TelegramAdminInput,
  telegramAdminListSchema,
  telegramAdminSchema,
} from '@station/domain';
import { type Http, segment } from '../http';

/** The Telegram accounts the station's bot treats as admins. */
export const telegramAdminsApi = (http: Http) => ({
  list: () => http.get('telegram-admin', telegramAdminListSchema),
  create: (input: TelegramAdminInput) =>
    http.post('telegram-admin/add', messageWithDataSchema(telegramAdminSchema), { json: input }),
  update: (id: string, input: TelegramAdminInput) =>
    http.patch(`telegram-admin/${segment(id)}`, messageWithDataSchema(telegramAdminSchema), { json: input }),
});
