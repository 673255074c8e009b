import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '~/components/not-found';
import type { SessionStore } from '~/lib/session/session-store';

/** What every route's loader and guard is handed; declared here, where the route tree starts. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});
