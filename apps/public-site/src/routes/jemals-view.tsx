import { createFileRoute } from '@tanstack/react-router';
import { JemalsView, jemalsViewQuery } from '~/features/posts/components/jemals-view';

export const Route = createFileRoute('/jemals-view')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(jemalsViewQuery()),
  component: JemalsView,
});
