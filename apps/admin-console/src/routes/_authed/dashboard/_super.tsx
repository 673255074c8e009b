import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAdmin } from '~/features/session/guard';

export const Route = createFileRoute('/_authed/dashboard/_super')({
  beforeLoad: ({ context, location }) => requireAdmin(context.session, location.href, 'super'),
  component: Outlet,
});
