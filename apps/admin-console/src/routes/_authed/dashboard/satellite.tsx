import { createFileRoute } from '@tanstack/react-router';
import { satelliteQuery } from '~/features/satellite/satellite.queries';
import { SatellitePage } from '~/features/satellite/satellite-page';

export const Route = createFileRoute('/_authed/dashboard/satellite')({
  loader: ({ context }) => context.queryClient.ensureQueryData(satelliteQuery()),
  component: SatellitePage,
});
