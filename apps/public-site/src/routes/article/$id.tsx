import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pagePostsQueries, postsQueries } from '~/features/posts/api/posts.queries';
import { ArticleView } from '~/features/posts/components/article-view';
import { RelatedPosts } from '~/features/posts/components/related-posts';
import { loadPageRecord } from '~/lib/page-record';

export const Route = createFileRoute('/article/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    void queryClient.prefetchQuery(pagePostsQueries.related());
    await loadPageRecord(() => queryClient.ensureQueryData(postsQueries.detail(id)));
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
