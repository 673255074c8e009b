import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('leaves text at or under the length alone', () => {
    expect(truncate('short', 5)).toBe('short');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts longer text and adds an ellipsis', () => {
    expect(truncate('Breaking news from Addis Ababa', 13)).toBe('Breaking news...');
  });

  it('counts Amharic letters and emoji as one character each', () => {
    expect(truncate('የኢትዮጵያ ዜና', 5)).toBe('የኢትዮጵ...');
    expect(truncate('🇪🇹🇪🇹🇪🇹', 2)).toBe('🇪🇹🇪🇹...');
  });

  it('keeps text that is long in code units but within the limit in characters', () => {
    expect(truncate('🇪🇹👨‍👩‍👧', 2)).toBe('🇪🇹👨‍👩‍👧');
  });

  it('cuts a 200,000-character article after its first 100 characters', () => {
    expect(truncate('ዜና '.repeat(66_667), 100)).toBe(`${'ዜና '.repeat(33)}ዜ...`);
  });
});
