import type { TelegramAdminInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { telegramAdminsKeys } from './telegram-admins.queries';

type Saved = Awaited<ReturnType<typeof api.telegramAdmins.create>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useCreateTelegramAdmin = (config?: MutationConfig<Saved, TelegramAdminInput>) =>
  useInvalidatingMutation([telegramAdminsKeys.all], api.telegramAdmins.create, config);

export const useUpdateTelegramAdmin = (
  config?: MutationConfig<Saved, { id: string; input: TelegramAdminInput }>,
) =>
  useInvalidatingMutation(
    [telegramAdminsKeys.all],
    ({ id, input }) => api.telegramAdmins.update(id, input),
    config,
  );

export const useDeleteTelegramAdmin = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([telegramAdminsKeys.all], (id: string) => api.remove('telegram-admin', id), config);
