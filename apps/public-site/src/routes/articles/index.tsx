import { createFileRoute } from '@tanstack/react-router';
import { CURRENT_NEWS_LABEL } from '~/features/frame/news-links';
import { ArticlesView, featuredPostsQuery, morePostsQuery } from '~/features/posts/components/articles-view';

export const Route = createFileRoute('/articles/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(featuredPostsQuery()),
      queryClient.prefetchQuery(morePostsQuery()),
    ]),
  component: () => <ArticlesView title={CURRENT_NEWS_LABEL} />,
});
