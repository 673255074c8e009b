import { createFileRoute } from '@tanstack/react-router';
import { programsQuery } from '~/features/programs/programs.queries';
import { ProgramsPage } from '~/features/programs/programs-page';

export const Route = createFileRoute('/_authed/dashboard/programs')({
  loader: ({ context }) => context.queryClient.ensureQueryData(programsQuery()),
  component: ProgramsPage,
});
