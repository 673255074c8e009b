import { createFileRoute } from '@tanstack/react-router';
import { ProgrammeSchedulePage } from '~/features/programme-schedule/programme-schedule-page';
import { programmeScheduleQuery, programsQuery } from '~/lib/program-queries';

export const Route = createFileRoute('/_authed/dashboard/schedule')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(programmeScheduleQuery()),
      context.queryClient.ensureQueryData(programsQuery()),
    ]),
  component: ProgrammeSchedulePage,
});
