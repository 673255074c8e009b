import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * Every new path starts at the top of the page (spec §2); a changed query alone keeps the position.
 * The page the reader arrived on keeps where the browser put them: on a page drawn by the server they
 * may have read on and scrolled before the scripts hydrated it.
 */
export function useScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
