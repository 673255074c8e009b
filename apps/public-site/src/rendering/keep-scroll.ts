/** What of the router this needs: being told when a page has been rendered. */
interface Rendering {
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

/**
 * Keeps the reader where they are through hydration. The router puts every page it renders at the
 * top, the first one too, but a reader of a page rendered by the server may have read on and scrolled
 * before the scripts hydrated it; sent back to the top then, they lost their place, and a tap on its
 * way landed on whatever the top of the page held. Put back in the same task as the router's move,
 * before the browser paints, so nothing is seen to move.
 */
export function keepScrollThroughHydration(router: Rendering): void {
  let x = window.scrollX;
  let y = window.scrollY;
  const track = () => {
    x = window.scrollX;
    y = window.scrollY;
  };
  window.addEventListener('scroll', track, { passive: true });
  const stop = router.subscribe('onRendered', () => {
    stop();
    window.removeEventListener('scroll', track);
    if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
  });
}
