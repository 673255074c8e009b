import { createFileRoute } from '@tanstack/react-router';
import { sendingsQuery } from '~/features/newsletter/newsletter.queries';
import { NewsletterPage } from '~/features/newsletter/newsletter-page';
import { mailStatusQuery } from '~/lib/newsletter-queries';

export const Route = createFileRoute('/_authed/dashboard/send-email')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(mailStatusQuery()),
      context.queryClient.ensureQueryData(sendingsQuery(0)),
    ]),
  component: NewsletterPage,
});
