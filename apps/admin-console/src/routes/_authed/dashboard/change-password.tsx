import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '~/features/profile/profile-pages';

export const Route = createFileRoute('/_authed/dashboard/change-password')({ component: ChangePasswordPage });
