import { createFileRoute } from '@tanstack/react-router';
import { CURRENT_NEWS_LABEL } from '~/features/frame/news-links';
import { pagePostsQueries } from '~/features/posts/api/posts.queries';
import { ArticlesView } from '~/features/posts/components/articles-view';

export const Route = createFileRoute('/articles/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(pagePostsQueries.featured()),
      queryClient.prefetchQuery(pagePostsQueries.more()),
    ]),
  component: () => <ArticlesView title={CURRENT_NEWS_LABEL} />,
});
