import { describe, expect, it, vi } from 'vitest';
import { madeOnce } from './made-once';

describe('madeOnce', () => {
  it('makes one formatter per key and hands the same one back after', () => {
    const make = vi.fn((language: string) => new Intl.RelativeTimeFormat(language));
    const formatFor = madeOnce(make);
    expect(formatFor('am')).toBe(formatFor('am'));
    expect(formatFor('en')).not.toBe(formatFor('am'));
    expect(make.mock.calls).toEqual([['am'], ['en']]);
  });
});
