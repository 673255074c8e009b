import { CATEGORY_LABELS, categorySchema } from '@station/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ArticlesView, featuredPostsQuery, morePostsQuery } from '~/features/posts/components/articles-view';

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
      queryClient.prefetchQuery(featuredPostsQuery(category)),
      queryClient.prefetchQuery(morePostsQuery(category)),
    ]),
  component: CategoryPage,
});

function CategoryPage() {
  const { category } = Route.useParams();
  return <ArticlesView key={category} title={CATEGORY_LABELS[category].am} category={category} />;
}
