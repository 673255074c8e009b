import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { safeRedirectTarget } from '~/features/session/guard';
import { LoginPage } from '~/features/session/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ 'redirect-to': z.string().optional() }),
  beforeLoad: async ({ context, search }) => {
    await context.session.start();
    if (context.session.getSnapshot().admin)
      throw redirect({ href: safeRedirectTarget(search['redirect-to']) });
  },
  component: LoginPage,
});
