import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '~/components/layout/admin-layout';
import { requireAdmin } from '~/lib/session/guard';

export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => requireAdmin(context.session, location.href),
  component: AdminLayout,
});
