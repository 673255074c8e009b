import { createFileRoute } from '@tanstack/react-router';
import { AddAdminPage } from '~/features/admins/add-admin-page';

export const Route = createFileRoute('/_authed/dashboard/_super/add-admin')({ component: AddAdminPage });
