import { createFileRoute } from '@tanstack/react-router';
import { postAnalyticsQuery, totalsQuery } from '~/features/analytics/analytics.queries';
import { OverviewPage } from '~/features/analytics/overview-page';

export const Route = createFileRoute('/_authed/dashboard/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(postAnalyticsQuery()),
      context.queryClient.ensureQueryData(totalsQuery()),
    ]),
  component: OverviewPage,
});
