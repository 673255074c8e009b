import { describe, expect, it } from 'vitest';
import { forgetLocalDrafts, localDrafts } from './local-drafts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('localDrafts', () => {
  it('keeps a draft per post until it is cleared', () => {
    const drafts = localDrafts('admin-a', memoryStorage());
    drafts.write('a', { title: 'ርዕስ', category: 'local', body: '<p>ጽሑፍ</p>', at: 1 });
    drafts.write(undefined, { title: 'New', category: '', body: '<p>x</p>', at: 2 });
    expect(drafts.read('a')?.title).toBe('ርዕስ');
    expect(drafts.read(undefined)?.title).toBe('New');
    drafts.clear('a');
    expect(drafts.read('a')).toBeUndefined();
  });

  it('offers a draft only to the account that typed it', () => {
    const storage = memoryStorage();
    localDrafts('admin-a', storage).write('a', { title: 'Mine', category: '', body: '<p>x</p>', at: 1 });
    expect(localDrafts('admin-b', storage).read('a')).toBeUndefined();
    expect(localDrafts('admin-a', storage).read('a')?.title).toBe('Mine');
  });

  it('forgets every kept draft at sign-out, and nothing else this browser keeps', () => {
    const storage = memoryStorage();
    storage.setItem('adminLanguage', 'am');
    storage.setItem('station-draft-b', '{"title":"from before drafts had owners","body":"","at":1}');
    localDrafts('admin-a', storage).write('a', { title: 'Mine', category: '', body: '', at: 1 });
    localDrafts('admin-a', storage).write(undefined, { title: 'New', category: '', body: '', at: 1 });
    forgetLocalDrafts(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('adminLanguage')).toBe('am');
  });

  it('ignores what it cannot read, and works on when storage refuses', () => {
    const storage = memoryStorage();
    storage.setItem('station-draft-admin-a-b', '{not json');
    expect(localDrafts('admin-a', storage).read('b')).toBeUndefined();
    const refusing = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      localDrafts('admin-a', refusing).write('c', { title: 't', category: '', body: '', at: 1 }),
    ).not.toThrow();
  });
});
