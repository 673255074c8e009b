import { CATEGORY_LABELS, isCategory } from '@station/domain/categories';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pagePostsQueries } from '~/features/posts/api/posts.queries';
import { ArticlesView } from '~/features/posts/components/articles-view';

export const Route = createFileRoute('/articles/$category')({
  params: {
    parse: ({ category }) => {
      // A list lookup rather than categorySchema: route options are in the first load, zod is not.
      if (!isCategory(category)) throw notFound();
      return { category };
    },
    stringify: ({ category }) => ({ category }),
  },
  loader: ({ context: { queryClient }, params: { category } }) =>
    Promise.all([
      queryClient.prefetchQuery(pagePostsQueries.featured(category)),
      queryClient.prefetchQuery(pagePostsQueries.more(category)),
    ]),
  component: CategoryPage,
});

function CategoryPage() {
  const { category } = Route.useParams();
  return <ArticlesView key={category} title={CATEGORY_LABELS[category].am} category={category} />;
}
