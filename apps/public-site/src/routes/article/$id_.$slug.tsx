import { createFileRoute } from '@tanstack/react-router';
import { loadArticle } from '~/features/posts/api/load-article';
import { ArticlePage } from '~/features/posts/components/article-page';

/** An article at its canonical address; the slug only makes the link readable, the id finds the post. */
export const Route = createFileRoute('/article/$id_/$slug')({
  loader: ({ context: { queryClient }, params: { id } }) => loadArticle(queryClient, id),
  staticData: { sameFrameOnEveryPage: true },
  component: () => <ArticlePage id={Route.useParams().id} />,
});
