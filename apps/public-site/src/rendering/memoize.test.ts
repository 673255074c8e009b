import { describe, expect, it, vi } from 'vitest';
import { memoize } from './memoize';

describe('memoize', () => {
  it('makes one formatter per key and hands the same one back after', () => {
    const make = vi.fn((language: string) => new Intl.RelativeTimeFormat(language));
    const formatFor = memoize(make);
    expect(formatFor('am')).toBe(formatFor('am'));
    expect(formatFor('en')).not.toBe(formatFor('am'));
    expect(make.mock.calls).toEqual([['am'], ['en']]);
  });

  it('caches at most max things, making them anew once past it', () => {
    const make = vi.fn((text: string) => ({ text }));
    const cut = memoize(make, { max: 2 });
    const first = cut('a');
    expect(cut('a')).toBe(first);
    cut('b');
    cut('c');
    expect(cut('c')).toEqual({ text: 'c' });
    expect(cut('a')).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(4);
  });
});
