import { createFileRoute } from '@tanstack/react-router';
import { CURRENT_NEWS_LABEL } from '~/features/frame/news-links';
import { pagePostsQueries } from '~/features/posts/api/posts.queries';
import { ArticlesView } from '~/features/posts/components/articles-view';
import { shownPage, validateListSearch } from '~/features/posts/utils/list-page';

export const Route = createFileRoute('/articles/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ page: shownPage(search) }),
  loader: ({ context: { queryClient }, deps: { page } }) =>
    Promise.all([
      page === 1 ? queryClient.prefetchQuery(pagePostsQueries.featured()) : undefined,
      queryClient.prefetchQuery(pagePostsQueries.more(undefined, page)),
    ]),
  component: CurrentNewsPage,
});

function CurrentNewsPage() {
  const page = shownPage(Route.useSearch());
  return <ArticlesView title={CURRENT_NEWS_LABEL} page={page} />;
}
