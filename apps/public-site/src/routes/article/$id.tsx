import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pagePostsQueries, postsQueries } from '~/features/posts/api/posts.queries';
import { ArticleView } from '~/features/posts/components/article-view';
import { RelatedPosts } from '~/features/posts/components/related-posts';
import { apiErrorStatus } from '~/lib/api';

export const Route = createFileRoute('/article/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    void queryClient.prefetchQuery(pagePostsQueries.related());
    try {
      await queryClient.ensureQueryData(postsQueries.detail(id));
    } catch (error) {
      // An unknown or malformed id is a missing page; any other failure just ends loading (spec §8).
      const status = apiErrorStatus(error);
      if (status === 404 || status === 400) throw notFound();
    }
  },
  component: ArticlePage,
});

function ArticlePage() {
  const { id } = Route.useParams();
  const { data } = useQuery(postsQueries.detail(id));
  return (
    <>
      {data && <ArticleView key={data._id} post={data} />}
      <RelatedPosts articleId={id} />
    </>
  );
}
