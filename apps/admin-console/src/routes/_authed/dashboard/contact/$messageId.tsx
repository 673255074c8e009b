import { createFileRoute } from '@tanstack/react-router';
import { messageQuery } from '~/features/contact/contact.queries';
import { MessagePage } from '~/features/contact/message-page';
import { contactKeys } from '~/lib/contact-queries';

export const Route = createFileRoute('/_authed/dashboard/contact/$messageId')({
  // Opening marks the message read, so the sidebar's unread count is read again after it.
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(messageQuery(params.messageId));
    await context.queryClient.invalidateQueries({ queryKey: contactKeys.counts() });
  },
  component: function MessageRoute() {
    return <MessagePage messageId={Route.useParams().messageId} />;
  },
});
