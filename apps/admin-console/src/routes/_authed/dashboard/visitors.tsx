import { createFileRoute } from '@tanstack/react-router';
import { visitorsQuery } from '~/features/visitors/visitors.queries';
import { VisitorsPage } from '~/features/visitors/visitors-page';

export const Route = createFileRoute('/_authed/dashboard/visitors')({
  loader: ({ context }) => context.queryClient.ensureQueryData(visitorsQuery()),
  component: VisitorsPage,
});
