import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '~/features/layout/admin-layout';
import { requireAdmin } from '~/features/session/guard';

export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => requireAdmin(context.session, location.href),
  component: AdminLayout,
});
