import { createFileRoute } from '@tanstack/react-router';
import { analyticsQuery, totalsQuery } from '~/features/dashboard/dashboard.queries';
import { DashboardPage } from '~/features/dashboard/dashboard-page';

export const Route = createFileRoute('/_authed/dashboard/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(analyticsQuery()),
      context.queryClient.ensureQueryData(totalsQuery()),
    ]),
  component: DashboardPage,
});
