import { CATEGORY_LABELS, categorySchema } from '@station/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pagePostsQueries } from '~/features/posts/api/posts.queries';
import { ArticlesView } from '~/features/posts/components/articles-view';

export const Route = createFileRoute('/articles/$category')({
  params: {
    parse: ({ category }) => {
      const parsed = categorySchema.safeParse(category);
      if (!parsed.success) throw notFound();
      return { category: parsed.data };
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
