import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage } from '~/features/schedule/schedule-page';
import { programsQuery, scheduleQuery } from '~/lib/program-queries';

export const Route = createFileRoute('/_authed/dashboard/schedule')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(scheduleQuery()),
      context.queryClient.ensureQueryData(programsQuery()),
    ]),
  component: SchedulePage,
});
