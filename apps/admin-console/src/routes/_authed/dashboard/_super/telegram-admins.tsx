import { createFileRoute } from '@tanstack/react-router';
import { telegramAdminsQuery } from '~/features/telegram-admins/telegram-admins.queries';
import { TelegramAdminsPage } from '~/features/telegram-admins/telegram-admins-page';

export const Route = createFileRoute('/_authed/dashboard/_super/telegram-admins')({
  loader: ({ context }) => context.queryClient.ensureQueryData(telegramAdminsQuery()),
  component: TelegramAdminsPage,
});
