import { createFileRoute } from '@tanstack/react-router';
import { TelegramAdminsPage } from '~/features/crud/resources';

export const Route = createFileRoute('/_authed/dashboard/_super/telegram-admins')({
  component: TelegramAdminsPage,
});
