import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '~/lib/api';
import { viewQueryFor } from './visit-tracking';

/**
 * Counts each page once its data has loaded, so the article view count a visitor sees never races
 * with the count of their own view.
 */
export function useVisitTracking(increase = api.views.increase) {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  useEffect(() => {
    if (path === undefined) return;
    increase(viewQueryFor(path, sessionStorage));
  }, [path, increase]);
}
