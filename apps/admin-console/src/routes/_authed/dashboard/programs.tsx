import { createFileRoute } from '@tanstack/react-router';
import { ProgramsPage } from '~/features/programs/programs-page';
import { programsQuery } from '~/lib/program-queries';

export const Route = createFileRoute('/_authed/dashboard/programs')({
  loader: ({ context }) => context.queryClient.ensureQueryData(programsQuery()),
  component: ProgramsPage,
});
