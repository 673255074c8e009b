import { type TelegramAdmin, type TelegramAdminInput, telegramAdminInputSchema } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '~/components/crud-page/crud-page';
import { useFeedback } from '~/components/feedback/feedback';
import {
  telegramAdminsQuery,
  useCreateTelegramAdmin,
  useDeleteTelegramAdmin,
  useUpdateTelegramAdmin,
} from './telegram-admins.queries';

/** Editors who may post through the bot; edited in a modal (spec §2). */
export function TelegramAdminsPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const { data: telegramAdmins } = useSuspenseQuery(telegramAdminsQuery());
  const told = { onSuccess: (result: { message: string }) => feedback.success(result.message) };
  const create = useCreateTelegramAdmin(told);
  const update = useUpdateTelegramAdmin(told);
  const remove = useDeleteTelegramAdmin(told);
  return (
    <CrudPage<TelegramAdmin, TelegramAdminInput>
      title={t('telegram.title')}
      editTitle={t('telegram.editTitle')}
      rows={telegramAdmins}
      schema={telegramAdminInputSchema}
      transform={(values) => ({
        name: values.name,
        ...(values.telegram_user_id?.trim() ? { telegram_user_id: values.telegram_user_id.trim() } : {}),
      })}
      fields={[
        { name: 'name', label: t('telegram.name'), required: true },
        { name: 'telegram_user_id', label: t('telegram.userId') },
      ]}
      toValues={(row) => ({ name: row.name, telegram_user_id: row.telegram_user_id ?? '' })}
      columns={[
        { key: 'name', header: t('telegram.name'), render: (row) => row.name },
        {
          key: 'telegram_user_id',
          header: t('telegram.userIdColumn'),
          render: (row) => row.telegram_user_id ?? t('telegram.noUserId'),
        },
        {
          key: 'createdAt',
          header: t('telegram.createdAt'),
          render: (row) => new Date(row.createdAt).toLocaleDateString('en-US'),
        },
      ]}
      nameOf={(row) => row.name}
      create={(input) => create.mutateAsync(input)}
      update={(id, input) => update.mutateAsync({ id, input })}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
