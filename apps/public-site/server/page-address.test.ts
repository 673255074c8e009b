import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

const address = (url: string) => pageAddress(new URL(url, 'http://station.local'));

describe('pageAddress', () => {
  it('drops every query parameter a page does not read', () => {
    expect(address('/?x=123')).toBe('/');
    expect(address('/article/abc?utm_source=telegram&x=1')).toBe('/article/abc');
  });

  it("keeps the search page's key, alone and once", () => {
    expect(address('/search?x=1&key=%E1%8B%9C%E1%8A%93&key=other')).toBe('/search?key=%E1%8B%9C%E1%8A%93');
    expect(address('/search?x=1')).toBe('/search');
  });

  it("keeps a newsletter link's token, so its page is drawn for it", () => {
    expect(address('/newsletter/confirm?token=abc&utm=1')).toBe('/newsletter/confirm?token=abc');
    expect(address('/newsletter/unsubscribe?token=xyz')).toBe('/newsletter/unsubscribe?token=xyz');
  });
});
