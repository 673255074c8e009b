import {
  excerpt,
  fromFirstMatch,
  LIMITS,
  type ManagePostsQuery,
  type Post,
  type PostFields,
  searchStems,
} from '@station/domain';
import { utcDayOffset } from '../../lib/day';
import { notFound } from '../../lib/errors';
import type { PostAnswers } from './post-answers';
import type { PostsRepository } from './posts.repository';

/** Reading posts: the public lists, article and search, and the console's table. */
export function createPostsReads(repo: PostsRepository, { answer, inList }: PostAnswers) {
  return {
    /**
     * Excerpts for readers; whole texts only for a signed-in console, whose edit form starts from the
     * listed post (consoles opened before excerpts existed would otherwise save an excerpt over a post).
     */
    async list(
      query: { limit: number; skip: number; category?: PostFields['category'] | undefined },
      whole = false,
    ) {
      const { rows, total } = await repo.list({ ...query, whole });
      return { posts: rows.map(whole ? answer : inList), total };
    },

    /** Readers see a post only while it is public; a signed-in editor sees it in any state. */
    async get(id: string, { anyStatus = false } = {}): Promise<Post> {
      const row = anyStatus ? await repo.findById(id) : await repo.findVisibleById(id);
      if (!row) throw notFound('The post');
      return answer(row);
    },

    /** "Most read this week": the same days as the console's most viewed, public posts only. */
    async mostRead(now = new Date()): Promise<Post[]> {
      const since = utcDayOffset(now, -(LIMITS.mostViewedDays - 1));
      return (await repo.mostReadSince(since, LIMITS.mostRead)).map(inList);
    },

    /** Posts holding every word of the query, however it is spelled (see `searchStems`). */
    async search(key: string): Promise<Post[]> {
      const stems = searchStems(key);
      // Nothing to look for is answered like a search that found nothing (contract 8).
      if (stems.length === 0) return [];
      const rows = await repo.search(stems, LIMITS.searchResultsMax);
      return rows.map((row) => ({ ...inList(row), detail: excerpt(fromFirstMatch(row.detail, stems)) }));
    },

    async manage(query: ManagePostsQuery) {
      const { rows, total } = await repo.manage(query);
      return { posts: rows.map(inList), total };
    },

    counts: () => repo.counts(),
    authors: () => repo.authors(),
  };
}
