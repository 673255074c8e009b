import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { postsPageQuery } from '~/features/posts/posts.queries';
import { PostsPage } from '~/features/posts/posts-page';

export const Route = createFileRoute('/_authed/dashboard/posts/')({
  validateSearch: z.object({ page: z.coerce.number().int().min(0).catch(0).default(0) }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(postsPageQuery(deps.page)),
  component: PostsRoute,
});

function PostsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PostsPage page={page} onPageChange={(next) => navigate({ search: { page: next } })} />;
}
