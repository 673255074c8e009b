import { createFileRoute } from '@tanstack/react-router';
import { articleQuery } from '~/features/analytics/analytics.queries';
import { ArticleStatsPage } from '~/features/analytics/article-stats-page';

export const Route = createFileRoute('/_authed/dashboard/analytics/posts/$postId')({
  staticData: { words: ['analytics'] },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(articleQuery(params.postId)),
  component: ArticleStatsRoute,
});

function ArticleStatsRoute() {
  const { postId } = Route.useParams();
  return <ArticleStatsPage key={postId} articleId={postId} />;
}
