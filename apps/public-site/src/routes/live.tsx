import { createFileRoute } from '@tanstack/react-router';
import { liveQueries } from '~/features/live/api/live.queries';
import { LivePlayer } from '~/features/live/components/live-player';
import { LatestPrograms } from '~/features/programs/components/latest-programs';
import { SatelliteList } from '~/features/satellite/components/satellite-line';

/** How many programs the live page offers when nothing is live. */
const LATEST_PROGRAMS = 6;

export const Route = createFileRoute('/live')({
  // Fetched as fresh as the page: a drawn page must be hydrated with the link it was drawn with (the
  // player asks again once it is on screen). The frame's loader already asks for the satellites and
  // the programs.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(liveQueries.onAir()),
      queryClient.prefetchQuery(liveQueries.programmeSchedule()),
    ]),
  component: () => (
    <LivePlayer satellites={<SatelliteList />} latestPrograms={<LatestPrograms count={LATEST_PROGRAMS} />} />
  ),
});
