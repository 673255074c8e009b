import { excerpt } from '@station/domain';
import type { DehydratedState } from '@tanstack/react-query';
import { memoize } from '../src/rendering';

/** The queries whose answers are lists of posts: ['posts', 'list' | 'search' | 'most-read', …]. */
const isPostList = (key: readonly unknown[]) =>
  key[0] === 'posts' && (key[1] === 'list' || key[1] === 'search' || key[1] === 'most-read');

/** The lists drawn as cards (news, search, latest, related); the most-read list keeps its whole posts. */
const isCardList = (key: readonly unknown[]) => key[1] === 'list' || key[1] === 'search';

/**
 * What a card, and the featured slideshow and list, draw of a post: its address, title, text, category,
 * date and cover. Everything else (author, view count, edit dates, status) only the article's page
 * shows, from its own query.
 */
const CARD_FIELDS = ['_id', 'slug', 'title', 'detail', 'category', 'createdAt', 'publishAt'] as const;

/** Every page carries the same lists: each text is cut once. */
const excerptOf = memoize((detail: string) => excerpt(detail), { max: 500 });

type Item = Record<string, unknown>;
const isItem = (item: unknown): item is Item => Boolean(item) && typeof item === 'object';

const shorten = (item: Item) =>
  typeof item.detail === 'string' ? { ...item, detail: excerptOf(item.detail) } : item;

const asCard = (item: Item) => {
  const card: Item = {};
  for (const field of CARD_FIELDS) if (field in item) card[field] = item[field];
  if (Array.isArray(item.imagesUrl)) card.imagesUrl = item.imagesUrl.slice(0, 1);
  return shorten(card);
};

/**
 * The page's data with every post in a list cut to the excerpt a card shows (spec §9: 200 characters
 * at most), whatever the API answered: a page holding twenty whole articles in its state would weigh
 * megabytes. A list drawn as cards keeps only what a card draws, which is what a list page's HTML
 * mostly weighs. The article being read keeps its whole text.
 */
export function withListExcerpts<State extends DehydratedState>(state: State): State {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { queryKey, state: queryState } = query;
      if (!isPostList(queryKey) || !Array.isArray(queryState.data)) return query;
      const cut = isCardList(queryKey) ? asCard : shorten;
      const data = queryState.data.map((item: unknown) => (isItem(item) ? cut(item) : item));
      return { ...query, state: { ...queryState, data } };
    }),
  };
}
