import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '~/components/not-found';
import { useScrollToTop } from '~/components/use-scroll-to-top';
import { SiteFrame } from '~/features/frame/components/site-frame';
import { ProgramLinks } from '~/features/programs/components/program-links';
import { FirstSatelliteLine, SatelliteList } from '~/features/satellite/components/satellite-line';
import { useVisitTracking } from '~/features/visits/use-visit-tracking';
import type { RouterContext } from '~/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  useVisitTracking();
  useScrollToTop();
  return (
    <SiteFrame
      satelliteLine={<FirstSatelliteLine />}
      satelliteList={<SatelliteList />}
      programLinks={<ProgramLinks />}
    >
      <Outlet />
    </SiteFrame>
  );
}
