import { describe, expect, it } from 'vitest';
import { articlePath, SLUG_MAX, slugify } from './article-path';

describe('slugify', () => {
  it('keeps Ethiopic and Latin letters and digits, joined by hyphens, in lower case', () => {
    expect(slugify('የረመዳን ጾም ተጀመረ፤ 2026!')).toBe('የረመዳን-ጾም-ተጀመረ-2026');
    expect(slugify('Coffee Exports GROW')).toBe('coffee-exports-grow');
    expect(slugify('!!!')).toBe('post');
  });

  it('cuts a long title at a word boundary', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('articlePath', () => {
  it('is the canonical address with the slug encoded, or the id alone', () => {
    expect(articlePath({ _id: 'a1', slug: 'ጾም' })).toBe(`/article/a1/${encodeURIComponent('ጾም')}`);
    expect(articlePath({ _id: 'a1' })).toBe('/article/a1');
  });
});
