import type { ViewIncreaseQuery } from '@station/domain';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadApi } from '~/lib/api';
import { viewQueryFor } from './visit-tracking';

const increaseViews = (query: ViewIncreaseQuery) => {
  void loadApi().then((api) => api.views.increase(query));
};

/**
 * Counts each page once its data has loaded, so the article view count a visitor sees never races
 * with the count of their own view.
 */
export function useVisitTracking(increase = increaseViews) {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  useEffect(() => {
    if (path === undefined) return;
    increase(viewQueryFor(path, sessionStorage));
  }, [path, increase]);
}
