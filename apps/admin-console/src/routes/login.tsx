import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '~/features/login/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ 'redirect-to': z.string().optional() }),
  // A signed-in admin sent here by a guard (a regular admin on a super page) may log in as someone
  // else; one who just opened /login goes straight to the dashboard.
  beforeLoad: async ({ context, search }) => {
    await context.session.start();
    if (context.session.getSnapshot().admin && !search['redirect-to']) throw redirect({ to: '/dashboard' });
  },
  component: LoginPage,
});
