import { createFileRoute } from '@tanstack/react-router';
import { loadArticle } from '~/features/posts/api/load-article';
import { ArticlePage } from '~/features/posts/components/article-page';

/** An article by id alone: older links, and posts without a slug. The page server sends it on (301). */
export const Route = createFileRoute('/article/$id')({
  loader: ({ context: { queryClient }, params: { id } }) => loadArticle(queryClient, id),
  staticData: { sameFrameOnEveryPage: true },
  component: () => <ArticlePage id={Route.useParams().id} />,
});
