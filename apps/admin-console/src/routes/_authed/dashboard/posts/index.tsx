import { CATEGORIES, POST_STATUSES } from '@station/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { postAuthorsQuery, postCountsQuery, postsViewQuery } from '~/features/posts/posts.queries';
import { PostsPage } from '~/features/posts/posts-page';

/** The table's state lives in the address, so a filtered view can be reloaded, shared and gone back to. */
const viewSchema = z.object({
  page: z.coerce.number().int().min(0).catch(0).default(0),
  status: z.enum(POST_STATUSES).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  category: z.enum(CATEGORIES).optional().catch(undefined),
  author: z.string().max(200).optional().catch(undefined),
  sort: z.enum(['date', 'views']).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
});

export const Route = createFileRoute('/_authed/dashboard/posts/')({
  validateSearch: viewSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(postsViewQuery(deps)),
      context.queryClient.ensureQueryData(postCountsQuery()),
      context.queryClient.ensureQueryData(postAuthorsQuery()),
    ]),
  component: PostsRoute,
});

function PostsRoute() {
  const view = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PostsPage view={view} onViewChange={(next) => navigate({ search: next })} />;
}
