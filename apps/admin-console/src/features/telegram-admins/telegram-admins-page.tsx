import { type TelegramAdmin, type TelegramAdminInput, telegramAdminInputSchema } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '~/components/crud-page/crud-page';
import { yesNoOptions } from '~/components/forms/yes-no';
import { useFormats } from '~/lib/formats';
import {
  useCreateTelegramAdmin,
  useDeleteTelegramAdmin,
  useUpdateTelegramAdmin,
} from './telegram-admins.mutations';
import { telegramAdminsQuery } from './telegram-admins.queries';

/** Editors who may post through the bot; edited in a modal (spec §2). */
export function TelegramAdminsPage() {
  const { t } = useTranslation('telegram-admins');
  const { date } = useFormats();
  const { data: telegramAdmins } = useSuspenseQuery(telegramAdminsQuery());
  const create = useCreateTelegramAdmin();
  const update = useUpdateTelegramAdmin();
  const remove = useDeleteTelegramAdmin();
  return (
    <CrudPage<TelegramAdmin, TelegramAdminInput>
      title={t('telegram.title')}
      editTitle={t('telegram.editTitle')}
      rows={telegramAdmins}
      schema={telegramAdminInputSchema}
      transform={(values) => ({
        name: values.name,
        ...(values.telegram_user_id?.trim() ? { telegram_user_id: values.telegram_user_id.trim() } : {}),
        trusted: values.trusted === 'yes',
      })}
      fields={[
        { name: 'name', label: t('telegram.name'), required: true },
        { name: 'telegram_user_id', label: t('telegram.userId') },
        {
          name: 'trusted',
          label: t('telegramAdmins.trusted'),
          type: 'select',
          placeholder: t('common.no'),
          options: yesNoOptions(t),
        },
      ]}
      toValues={(row) => ({
        name: row.name,
        telegram_user_id: row.telegram_user_id ?? '',
        trusted: row.trusted ? 'yes' : 'no',
      })}
      columns={[
        { key: 'name', header: t('telegram.name'), render: (row) => row.name },
        {
          key: 'telegram_user_id',
          header: t('telegram.userIdColumn'),
          render: (row) => row.telegram_user_id ?? t('telegram.noUserId'),
        },
        {
          key: 'trusted',
          header: t('telegramAdmins.trusted'),
          render: (row) => (row.trusted ? t('common.yes') : t('common.no')),
        },
        {
          key: 'createdAt',
          header: t('telegram.createdAt'),
          render: (row) => date(row.createdAt),
        },
      ]}
      nameOf={(row) => row.name}
      create={create.mutateAsync}
      update={update.mutateAsync}
      remove={remove.mutateAsync}
    />
  );
}
