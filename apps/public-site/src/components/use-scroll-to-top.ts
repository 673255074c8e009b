import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every new path starts at the top of the page (spec §2); a changed query alone keeps the position. */
export function useScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
