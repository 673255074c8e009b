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
 * date (`publishAt`, else `createdAt`) and cover (`coverImageOf`). Everything else (author, view count,
 * edit dates, status, other photos) only the article's page shows, from its own query.
 */
const CARD_FIELDS = ['_id', 'slug', 'title', 'detail', 'category', 'publishAt'] as const;
const COVER_FIELDS = ['secure_url', 'srcset', 'focus'] as const;

/** Every page carries the same lists: each text is cut once. */
const excerptOf = memoize((detail: string) => excerpt(detail), { max: 500 });

type Item = Record<string, unknown>;
const isItem = (item: unknown): item is Item => Boolean(item) && typeof item === 'object';

const shorten = (item: Item) =>
  typeof item.detail === 'string' ? { ...item, detail: excerptOf(item.detail) } : item;

const picked = (item: Item, fields: readonly string[]) => {
  const kept: Item = {};
  for (const field of fields) if (item[field] !== undefined) kept[field] = item[field];
  return kept;
};

const asCard = (item: Item) => {
  const card = picked(item, CARD_FIELDS);
  if (!card.publishAt) card.createdAt = item.createdAt;
  const [cover] = Array.isArray(item.imagesUrl) ? item.imagesUrl : [];
  card.imagesUrl = isItem(cover) ? [picked(cover, COVER_FIELDS)] : [];
  return shorten(card);
};

/** A list's posts: the answer itself, or its `posts` (a search's page, which says whether more follow). */
const postsOf = (data: unknown): unknown[] | undefined =>
  Array.isArray(data) ? data : isItem(data) && Array.isArray(data.posts) ? data.posts : undefined;

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
      const posts = isPostList(queryKey) ? postsOf(queryState.data) : undefined;
      if (!posts) return query;
      const cut = isCardList(queryKey) ? asCard : shorten;
      const shortened = posts.map((item) => (isItem(item) ? cut(item) : item));
      const data =
        isItem(queryState.data) && !Array.isArray(queryState.data)
          ? { ...queryState.data, posts: shortened }
          : shortened;
      return { ...query, state: { ...queryState, data } };
    }),
  };
}
