import type { ViewIncreaseQuery } from '@station/domain';
import { type RouterState, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { countView } from '~/lib/api';
import { forgetEarlierDays, viewQueryFor } from './visit-tracking';

/**
 * What the page on screen counts as: its address when it shows real content, null when it does not
 * (the not-found page for an unknown address, article, program or category, or a page that failed),
 * and undefined while the next page is loading. A not-found answer is kept on the match that shows it.
 */
export function countedPath({ status, location, matches }: RouterState): string | null | undefined {
  if (status !== 'idle') return undefined;
  // An address no route has is matched by the root alone.
  const real = matches.length > 1 && matches.every((match) => match.status === 'success' && !match.error);
  return real ? location.pathname : null;
}

/**
 * Counts each page once its data has loaded, so the article view count a visitor sees never races
 * with the count of their own view.
 */
export function useVisitTracking(increase: (query: ViewIncreaseQuery) => void = countView) {
  const path = useRouterState({ select: countedPath });
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (path === undefined || path === shown.current) return;
    shown.current = path;
    if (path === null) return;
    const now = new Date();
    forgetEarlierDays(localStorage, now);
    increase(viewQueryFor(path, { session: sessionStorage, local: localStorage }, now));
  }, [path, increase]);
}
