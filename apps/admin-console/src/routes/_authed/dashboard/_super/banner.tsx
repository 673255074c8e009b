import { createFileRoute } from '@tanstack/react-router';
import { bannerQuery } from '~/features/banner/banner.queries';
import { BannerPage } from '~/features/banner/banner-page';

export const Route = createFileRoute('/_authed/dashboard/_super/banner')({
  loader: ({ context }) => context.queryClient.ensureQueryData(bannerQuery()),
  component: BannerPage,
});
