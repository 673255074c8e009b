import { LIMITS } from '@station/domain/constants';

/** Posts a news or search page shows: enough to read on, little enough that the page stays light. */
export const LIST_PAGE_SIZE = 20;

/** The longest list a news page reaches (spec §2: the 3 newest, then up to 400 more). */
const LIST_LENGTH = LIMITS.articlesFeatured + LIMITS.articlesMore;

/**
 * The last page a list can have. A bound rather than the list's real length, so an address the page
 * cache keeps is one of a few per list, never one of endless made-up numbers.
 */
export const LIST_PAGE_MAX = Math.ceil(LIST_LENGTH / LIST_PAGE_SIZE);

/**
 * The page an address asks for, as its route reads it: 2 to LIST_PAGE_MAX, or undefined for the first
 * page and anything that is not a page number. Takes the value as the router parses it (`?page=2` is
 * the number 2), so the page server can keep exactly the pages the route accepts.
 */
export function listPage(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= LIST_PAGE_MAX
    ? value
    : undefined;
}

/** A list route's `validateSearch`: keeps `page` when it is one (2 and on), and nothing else. */
export const validateListSearch = (search: Record<string, unknown>): { page?: number } => {
  const page = listPage(search.page);
  return page ? { page } : {};
};

/**
 * The page a list route shows. Read again rather than taken from `validateSearch`: the router lays
 * what the check returns over the address's own query, so `?page=abc` still reaches the route as 'abc'.
 */
export const shownPage = (search: { page?: unknown }) => listPage(search.page) ?? 1;

/** The slice of a list page `page` shows: `skip` posts in, `count` of them. */
export interface ListSlice {
  skip: number;
  count: number;
}

/**
 * Page N shows the list's posts 20(N-1)+1 to 20N; `lead` posts at the head of the first page are shown
 * apart (the news pages' three featured), so its slice starts after them.
 */
export function listSlice(page: number, lead = 0): ListSlice {
  const start = (page - 1) * LIST_PAGE_SIZE;
  const skip = page === 1 ? start + lead : start;
  const end = Math.min(page * LIST_PAGE_SIZE, LIST_LENGTH);
  return { skip, count: Math.max(end - skip, 0) };
}

/**
 * A slice is asked for with one post more than it shows: whether that one came back says whether a
 * next page has anything, without counting the whole list.
 */
export const withNextProbe = ({ skip, count }: ListSlice) => ({ skip, limit: count + 1 });

/** The posts a page shows of what was fetched for it, and whether a next page has more. */
export function pageOfPosts<Item>(fetched: readonly Item[] | undefined, page: number, { count }: ListSlice) {
  return {
    shown: fetched?.slice(0, count),
    hasMore: page < LIST_PAGE_MAX && (fetched?.length ?? 0) > count,
  };
}
