import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionLinkPage } from '~/features/newsletter/components/subscription-link-page';
import { tokenSearch } from '~/features/newsletter/token-search';

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: tokenSearch,
  component: function ConfirmRoute() {
    return <SubscriptionLinkPage action="confirm" token={Route.useSearch().token ?? ''} />;
  },
});
