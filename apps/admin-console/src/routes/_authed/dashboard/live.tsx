import { createFileRoute } from '@tanstack/react-router';
import { liveQuery } from '~/features/live/live.queries';
import { LivePage } from '~/features/live/live-page';

export const Route = createFileRoute('/_authed/dashboard/live')({
  loader: ({ context }) => context.queryClient.ensureQueryData(liveQuery()),
  component: LivePage,
});
