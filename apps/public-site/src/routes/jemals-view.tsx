import { createFileRoute } from '@tanstack/react-router';
import { pagePostsQueries } from '~/features/posts/api/posts.queries';
import { JemalsView } from '~/features/posts/components/jemals-view';

export const Route = createFileRoute('/jemals-view')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(pagePostsQueries.jemalsView()),
  component: () => <JemalsView />,
});
