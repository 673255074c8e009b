import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { programsQueries } from '~/features/programs/api/programs.queries';
import { satelliteQueries } from '~/features/satellite/api/satellite.queries';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Every page of the route has the same header and footer for a reader, but for the page's own
     * address in their links back: none of their links leads to a page of the route, so none is
     * marked as the current one. The page server then renders them once and serves them to each page
     * from its fragment cache.
     */
    sameFrameOnEveryPage?: boolean;
  }
}

function useFrameResponses(): readonly object[] | undefined {
  const shared = useRouterState({
    select: (state) => state.matches.at(-1)?.staticData.sameFrameOnEveryPage === true,
  });
  const satellites = useQuery(satelliteQueries.list()).data;
  const programs = useQuery(programsQueries.list()).data;
  return shared && satellites && programs ? [satellites, programs] : undefined;
}

/**
 * On a page server, the API responses the header and footer are rendered from (satellites and
 * programs), where the page's route shares its frame; undefined everywhere else. The browser's build
 * has nothing to ask.
 */
export const useSharedFrame: () => readonly object[] | undefined = import.meta.env.SSR
  ? useFrameResponses
  : () => undefined;
