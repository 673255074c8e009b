import { createFileRoute } from '@tanstack/react-router';
import { adminsQuery } from '~/features/admins/admins.queries';
import { AdminsPage } from '~/features/admins/admins-page';

export const Route = createFileRoute('/_authed/dashboard/_super/admins')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminsQuery()),
  component: AdminsPage,
});
