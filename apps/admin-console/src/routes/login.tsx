import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '~/features/login/login-page';
import { safeRedirectTarget } from '~/lib/session/guard';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ 'redirect-to': z.string().optional() }),
  // Guards send only signed-out visitors here, so a signed-in admin goes on to where they were headed.
  beforeLoad: async ({ context, search }) => {
    await context.session.start();
    if (context.session.getSnapshot().admin)
      throw redirect({ href: safeRedirectTarget(search['redirect-to']) });
  },
  component: LoginPage,
});
