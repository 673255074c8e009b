import { FIELD_MAX } from '@station/domain/constants';
import { createFileRoute } from '@tanstack/react-router';
import { postsQueries } from '~/features/posts/api/posts.queries';
import { SearchResults } from '~/features/posts/components/search-results';
import { shownPage, validateListSearch } from '~/features/posts/utils/list-page';

// A plain check rather than a zod schema: route options are part of the first load, and zod is not.
// Anything but a string of acceptable length is read as no search at all. The key is kept as written
// (and trimmed where it is used): an address the check would rewrite cannot be drawn on the server.
const validateSearch = (search: Record<string, unknown>): { key?: string; page?: number } => ({
  ...(typeof search.key === 'string' && search.key.length <= FIELD_MAX.searchKey ? { key: search.key } : {}),
  ...validateListSearch(search),
});

export const Route = createFileRoute('/search')({
  validateSearch,
  loaderDeps: ({ search }) => ({ key: search.key?.trim() ?? '', page: shownPage(search) }),
  loader: ({ context: { queryClient }, deps: { key, page } }) =>
    key ? queryClient.prefetchQuery(postsQueries.searchPage(key, page)) : undefined,
  component: SearchPage,
});

function SearchPage() {
  const search = Route.useSearch();
  return <SearchResults searchKey={search.key?.trim() ?? ''} page={shownPage(search)} />;
}
