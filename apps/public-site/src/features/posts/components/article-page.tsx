import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { loadPageRecord } from '~/lib/page-record';
import { pagePostsQueries, postsQueries } from '../api/posts.queries';
import { ArticleView } from './article-view';
import { MostRead } from './most-read';
import { RelatedPosts } from './related-posts';

/** What an article's page needs before it is drawn, whichever address it was reached by. */
export async function loadArticle(queryClient: QueryClient, id: string) {
  void queryClient.prefetchQuery(pagePostsQueries.related());
  void queryClient.prefetchQuery(postsQueries.mostRead());
  await loadPageRecord(() => queryClient.ensureQueryData(postsQueries.detail(id)));
}

export function ArticlePage({ id }: { id: string }) {
  const { data } = useQuery(postsQueries.detail(id));
  return (
    <>
      {data && <ArticleView key={data._id} post={data} />}
      <RelatedPosts articleId={id} />
      <MostRead exceptId={id} />
    </>
  );
}
