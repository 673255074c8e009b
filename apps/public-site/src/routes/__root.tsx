import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFound } from '~/components/not-found';
import { useScrollToTop } from '~/components/use-scroll-to-top';
import { useVisitTracking } from '~/features/analytics/use-visit-tracking';
import { bannerQueries } from '~/features/banner/api/banner.queries';
import { BreakingNews } from '~/features/banner/components/breaking-news';
import { SiteFrame } from '~/features/frame/components/site-frame';
import { programsQueries } from '~/features/programs/api/programs.queries';
import { ProgramLinks } from '~/features/programs/components/program-links';
import { satelliteQueries } from '~/features/satellite/api/satellite.queries';
import { FirstSatelliteLine, SatelliteList } from '~/features/satellite/components/satellite-line';
import { useKeepReadArticles } from '~/offline/use-keep-read-articles';

/**
 * Marks `<html data-live>` once the site's scripts run the page, so that what only works with them
 * (the phone menu, the video player) can be waited for; a page drawn on the server reads before that,
 * and its stylesheet opens the menu by its address (#site-menu) until then.
 */
function useMarkLive() {
  useEffect(() => {
    document.documentElement.setAttribute('data-live', '');
  }, []);
}

/** What every route's loader is handed; declared here, where the route tree starts. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The frame's own data, asked for with the page's, so a page drawn on the server has it too.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(satelliteQueries.list());
    void queryClient.prefetchQuery(programsQueries.list());
    void queryClient.prefetchQuery(bannerQueries.current());
  },
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  useVisitTracking();
  useKeepReadArticles();
  useMarkLive();
  useScrollToTop();
  return (
    <SiteFrame
      banner={<BreakingNews />}
      satelliteLine={<FirstSatelliteLine />}
      satelliteList={<SatelliteList />}
      programLinks={<ProgramLinks />}
    >
      <Outlet />
    </SiteFrame>
  );
}
