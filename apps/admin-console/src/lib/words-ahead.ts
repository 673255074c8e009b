import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import type { i18n } from 'i18next';

/**
 * Asks for the words of the screens drawn at an address as soon as the address is known, beside the
 * session check, the route's data and its code, instead of once the screen first draws and finds its
 * words missing: on a slow network that is a round trip less before the editor can be used. A route
 * names its screens' namespaces in `staticData.words`, which stays in the first load (its component
 * does not). Answers the unsubscribe.
 */
export function fetchWordsAhead(router: AnyRouter, instance: i18n): () => void {
  const fetchFor = (location: ParsedLocation) => {
    const words = router.matchRoutes(location).flatMap((match) => match.staticData.words ?? []);
    // A catalogue that cannot arrive now is asked for again by the screen, which shows why if it fails.
    if (words.length > 0) instance.loadNamespaces(words).catch(() => undefined);
  };
  fetchFor(router.state.location);
  return router.subscribe('onBeforeLoad', (event) => fetchFor(event.toLocation));
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The i18n namespaces of the screens this route draws (see `fetchWordsAhead`). */
    words?: string[];
  }
}
