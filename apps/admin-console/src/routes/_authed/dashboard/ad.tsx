import { createFileRoute } from '@tanstack/react-router';
import { AdPage } from '~/features/ads/ad-page';
import { adsQuery } from '~/features/ads/ads.queries';

export const Route = createFileRoute('/_authed/dashboard/ad')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adsQuery()),
  component: AdPage,
});
