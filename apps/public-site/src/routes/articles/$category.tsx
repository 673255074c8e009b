import { CATEGORY_LABELS, isCategory } from '@station/domain/categories';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pagePostsQueries } from '~/features/posts/api/posts.queries';
import { ArticlesView } from '~/features/posts/components/articles-view';
import { shownPage, validateListSearch } from '~/features/posts/utils/list-page';

export const Route = createFileRoute('/articles/$category')({
  params: {
    parse: ({ category }) => {
      // A list lookup rather than categorySchema: route options are in the first load, zod is not.
      if (!isCategory(category)) throw notFound();
      return { category };
    },
    stringify: ({ category }) => ({ category }),
  },
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ page: shownPage(search) }),
  loader: ({ context: { queryClient }, params: { category }, deps: { page } }) =>
    Promise.all([
      page === 1 ? queryClient.prefetchQuery(pagePostsQueries.featured(category)) : undefined,
      queryClient.prefetchQuery(pagePostsQueries.more(category, page)),
    ]),
  component: CategoryPage,
});

function CategoryPage() {
  const { category } = Route.useParams();
  const page = shownPage(Route.useSearch());
  return <ArticlesView key={category} title={CATEGORY_LABELS[category].am} category={category} page={page} />;
}
