import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from '~/components/not-found';
import { RouteError } from '~/components/route-error';
import { RouteLoading } from '~/components/route-loading';
import type { RouterContext } from './routes/__root';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RouteLoading,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
