import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '~/features/login/password-reset-pages';

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({ token: z.string().max(100).catch('').default('') }),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />;
  },
});
