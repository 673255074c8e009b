import { excerpt } from '@station/domain';
import type { DehydratedState } from '@tanstack/react-query';
import { memoize } from '../src/rendering';

/** The queries whose answers are lists of posts: ['posts', 'list' | 'search' | 'most-read', …]. */
const isPostList = (key: readonly unknown[]) =>
  key[0] === 'posts' && (key[1] === 'list' || key[1] === 'search' || key[1] === 'most-read');

/** Every page carries the same lists: each text is cut once. */
const excerptOf = memoize((detail: string) => excerpt(detail), { max: 500 });

const shorten = (item: unknown) =>
  item && typeof item === 'object' && typeof (item as { detail?: unknown }).detail === 'string'
    ? { ...item, detail: excerptOf((item as { detail: string }).detail) }
    : item;

/**
 * The page's data with every post in a list cut to the excerpt a card shows (spec §9: 200 characters
 * at most), whatever the API answered: a page holding twenty whole articles in its state would weigh
 * megabytes. The article being read keeps its whole text.
 */
export function withListExcerpts<State extends DehydratedState>(state: State): State {
  return {
    ...state,
    queries: state.queries.map((query) =>
      isPostList(query.queryKey) && Array.isArray(query.state.data)
        ? { ...query, state: { ...query.state, data: query.state.data.map(shorten) } }
        : query,
    ),
  };
}
