import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makePost } from '../src/testing/factories';
import { withListExcerpts } from './list-excerpts';

const stateOf = (queries: [readonly unknown[], unknown][]) =>
  ({
    mutations: [],
    queries: queries.map(([queryKey, data]) => ({
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: { data, status: 'success' },
    })),
  }) as unknown as DehydratedState;

const dataOf = (state: DehydratedState, index: number) => state.queries[index]?.state.data;

describe('withListExcerpts', () => {
  const post = makePost({
    detail: 'word '.repeat(200),
    slug: 'a-post',
    publishAt: '2026-05-01T08:00:00.000Z',
    editedAt: '2026-05-02T08:00:00.000Z',
    imagesUrl: [
      {
        secure_url: 'http://api.test/a.webp',
        srcset: 'http://api.test/a-400.webp 400w',
        id: 'a',
        width: 1600,
      },
      { secure_url: 'http://api.test/b.webp' },
    ],
  });

  it('hands a card list over with what a card draws: address, title, excerpt, category, date and cover', () => {
    const state = withListExcerpts(
      stateOf([
        [['posts', 'list', { limit: 21, skip: 20 }], [post]],
        [['posts', 'search', 'word', 1], { posts: [post], hasMore: true }],
      ]),
    );
    expect(dataOf(state, 1)).toMatchObject({ hasMore: true });
    for (const [card] of [dataOf(state, 0), (dataOf(state, 1) as { posts: unknown[] }).posts] as Record<
      string,
      unknown
    >[][]) {
      expect(card).toEqual({
        _id: post._id,
        slug: 'a-post',
        title: post.title,
        detail: expect.stringMatching(/^(word ){2}/),
        category: post.category,
        publishAt: post.publishAt,
        imagesUrl: [{ secure_url: 'http://api.test/a.webp', srcset: 'http://api.test/a-400.webp 400w' }],
      });
      expect(String(card?.detail).length).toBeLessThanOrEqual(201);
    }
  });

  it('dates a post that has no publishing time by its creation', () => {
    const unscheduled = makePost();
    const state = withListExcerpts(stateOf([[['posts', 'list', { limit: 8 }], [unscheduled]]]));
    expect(dataOf(state, 0)).toEqual([expect.objectContaining({ createdAt: unscheduled.createdAt })]);
  });

  it('keeps the article being read and the most-read list whole, but for the list texts cut', () => {
    const state = withListExcerpts(
      stateOf([
        [['posts', 'detail', post._id], post],
        [['posts', 'most-read'], [post]],
      ]),
    );
    expect(dataOf(state, 0)).toEqual(post);
    const [read] = dataOf(state, 1) as Record<string, unknown>[];
    expect(read).toMatchObject({ visit: post.visit, editedAt: post.editedAt, imagesUrl: post.imagesUrl });
    expect(String(read?.detail).length).toBeLessThan(post.detail.length);
  });
});
