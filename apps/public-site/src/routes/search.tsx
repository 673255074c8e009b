import { FIELD_MAX } from '@station/domain/constants';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { postsQueries } from '~/features/posts/api/posts.queries';
import { SearchResults } from '~/features/posts/components/search-results';

const searchSchema = z.object({ key: z.string().trim().max(FIELD_MAX.searchKey).catch('').default('') });

export const Route = createFileRoute('/search')({
  validateSearch: searchSchema,
  loaderDeps: ({ search: { key } }) => ({ key }),
  loader: ({ context: { queryClient }, deps: { key } }) =>
    key ? queryClient.prefetchQuery(postsQueries.search(key)) : undefined,
  component: SearchPage,
});

function SearchPage() {
  const { key } = Route.useSearch();
  return <SearchResults searchKey={key} />;
}
