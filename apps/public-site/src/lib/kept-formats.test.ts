import { describe, expect, it, vi } from 'vitest';
import { keptFormats } from './kept-formats';

describe('keptFormats', () => {
  it('makes one formatter per key and hands the same one back after', () => {
    const make = vi.fn((language: string) => new Intl.RelativeTimeFormat(language));
    const formatFor = keptFormats(make);
    expect(formatFor('am')).toBe(formatFor('am'));
    expect(formatFor('en')).not.toBe(formatFor('am'));
    expect(make.mock.calls).toEqual([['am'], ['en']]);
  });
});
