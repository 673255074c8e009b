import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionLinkPage } from '~/features/newsletter/components/subscription-link-page';
import { tokenSearch } from '~/features/newsletter/token-search';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: tokenSearch,
  component: function UnsubscribeRoute() {
    return <SubscriptionLinkPage action="unsubscribe" token={Route.useSearch().token ?? ''} />;
  },
});
