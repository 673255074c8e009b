import { describe, expect, it } from 'vitest';
import { localDrafts } from './local-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('localDrafts', () => {
  it('keeps a draft per post until it is cleared', () => {
    const drafts = localDrafts(memoryStorage());
    drafts.write('a', { title: 'ርዕስ', category: 'local', body: '<p>ጽሑፍ</p>', at: 1 });
    drafts.write(undefined, { title: 'New', category: '', body: '<p>x</p>', at: 2 });
    expect(drafts.read('a')?.title).toBe('ርዕስ');
    expect(drafts.read(undefined)?.title).toBe('New');
    drafts.clear('a');
    expect(drafts.read('a')).toBeUndefined();
  });

  it('ignores what it cannot read, and works on when storage refuses', () => {
    const storage = memoryStorage();
    storage.setItem('station-draft-b', '{not json');
    expect(localDrafts(storage).read('b')).toBeUndefined();
    const refusing = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      localDrafts(refusing).write('c', { title: 't', category: '', body: '', at: 1 }),
    ).not.toThrow();
  });
});
