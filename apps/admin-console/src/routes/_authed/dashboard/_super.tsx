import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSuperAdmin } from '~/lib/session/guard';

export const Route = createFileRoute('/_authed/dashboard/_super')({
  beforeLoad: ({ context }) => requireSuperAdmin(context.session),
  component: Outlet,
});
