import { createFileRoute } from '@tanstack/react-router';
import { visitorsQuery } from '~/features/analytics/analytics.queries';
import { VisitorsPage } from '~/features/analytics/visitors-page';

export const Route = createFileRoute('/_authed/dashboard/visitors')({
  loader: ({ context }) => context.queryClient.ensureQueryData(visitorsQuery()),
  component: VisitorsPage,
});
