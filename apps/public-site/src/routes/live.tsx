import { createFileRoute } from '@tanstack/react-router';
import { liveQueries } from '~/features/live/api/live.queries';
import { LivePlayer } from '~/features/live/components/live-player';

export const Route = createFileRoute('/live')({
  // Fetched as fresh as the page: a drawn page must be taken over with the link it was drawn with (the
  // player asks again once it is on screen).
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(liveQueries.onAir()),
  component: LivePlayer,
});
