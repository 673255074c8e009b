import { describe, expect, it } from 'vitest';
import { markSeen, viewQueryFor } from './visit-tracking';

const ID = '3f1c2b6e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('visit tracking', () => {
  it('counts the first page of a session as a visit and later pages as page-views', () => {
    const store = memoryStore();
    expect(viewQueryFor('/', store)).toEqual({ webStatus: 'visit', path: '/' });
    expect(viewQueryFor('/live', store)).toEqual({ webStatus: 'page-view', path: '/live' });
  });

  it('keeps a marker per article with the same visit then page-view logic', () => {
    const store = memoryStore();
    viewQueryFor('/', store);
    expect(viewQueryFor(`/article/${ID}`, store)).toEqual({
      webStatus: 'page-view',
      articleStatus: 'visit',
      articleId: ID,
      path: `/article/${ID}`,
    });
    expect(viewQueryFor(`/article/${ID}`, store)).toMatchObject({ articleStatus: 'page-view' });
    expect(viewQueryFor(`/article/${ID.replace('3f', '4f')}`, store)).toMatchObject({
      articleStatus: 'visit',
    });
  });

  it('sends no article part for the article list or a malformed article id', () => {
    expect(viewQueryFor('/articles/sport', memoryStore())).not.toHaveProperty('articleId');
    expect(viewQueryFor('/article/not-an-id', memoryStore())).toEqual({
      webStatus: 'visit',
      path: '/article/not-an-id',
    });
  });

  it('still counts a visit when storage refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(markSeen(broken, 'visit')).toBe('visit');
  });
});
