import type { QueryClient } from '@tanstack/react-query';
import { loadPageRecord } from '~/lib/page-record';
import { pagePostsQueries, postsQueries } from './posts.queries';

/**
 * What an article's page needs before it is drawn, whichever address it was reached by. Kept apart
 * from the page's component: the routes' loaders are in every page's first script, and with the
 * loader beside it the whole article page (its slideshow, share links and players) was too.
 */
export async function loadArticle(queryClient: QueryClient, id: string) {
  void queryClient.prefetchQuery(pagePostsQueries.related());
  void queryClient.prefetchQuery(postsQueries.mostRead());
  await loadPageRecord(() => queryClient.ensureQueryData(postsQueries.detail(id)));
}
