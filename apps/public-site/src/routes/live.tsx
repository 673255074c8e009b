import { createFileRoute } from '@tanstack/react-router';
import { liveQueries } from '~/features/live/api/live.queries';
import { LivePlayer } from '~/features/live/components/live-player';

export const Route = createFileRoute('/live')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(liveQueries.current()),
  component: LivePlayer,
});
