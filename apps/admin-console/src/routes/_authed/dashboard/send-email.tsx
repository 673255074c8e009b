import { createFileRoute } from '@tanstack/react-router';
import { sendingsQuery } from '~/features/send-email/send-email.queries';
import { SendEmailPage } from '~/features/send-email/send-email-page';
import { mailStatusQuery } from '~/lib/inbox-queries';

export const Route = createFileRoute('/_authed/dashboard/send-email')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(mailStatusQuery()),
      context.queryClient.ensureQueryData(sendingsQuery(0)),
    ]),
  component: SendEmailPage,
});
