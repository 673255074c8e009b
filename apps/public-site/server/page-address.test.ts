import { describe, expect, it } from 'vitest';
import { pageAddress, withCampaignOf } from './page-address';

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

  it("keeps a list page's number, written the way its route reads it", () => {
    expect(address('/articles/sport?page=2&x=1')).toBe('/articles/sport?page=2');
    expect(address('/articles?page=21')).toBe('/articles?page=21');
    expect(address('/search?page=3&key=rain')).toBe('/search?key=rain&page=3');
    expect(address('/articles/local?page=2.0')).toBe('/articles/local?page=2');
  });

  it('drops a page number that is no page: the first, past the bound, or junk', () => {
    for (const page of ['1', '0', '-2', '22', '2.5', '02', 'abc', '%222%22', '', '9'.repeat(400)])
      expect(address(`/articles/local?page=${page}`)).toBe('/articles/local');
    expect(address('/article/abc?page=2')).toBe('/article/abc');
    expect(address('/articles/unknown?page=2')).toBe('/articles/unknown');
  });

  it("keeps a newsletter link's token, so its page is drawn for it", () => {
    expect(address('/newsletter/confirm?token=abc&utm=1')).toBe('/newsletter/confirm?token=abc');
    expect(address('/newsletter/unsubscribe?token=xyz')).toBe('/newsletter/unsubscribe?token=xyz');
  });
});

describe('withCampaignOf', () => {
  it("adds the followed link's campaign to a redirect, cut to what the analytics keep", () => {
    const url = new URL(
      `https://station.example/article/1?utm_source=newsletter&utm_campaign=${'w'.repeat(300)}&key=x`,
    );
    expect(withCampaignOf('/article/1/rains', url)).toBe(
      `/article/1/rains?utm_source=newsletter&utm_campaign=${'w'.repeat(100)}`,
    );
    expect(withCampaignOf('/search?key=a', new URL('https://station.example/s?utm_source=telegram'))).toBe(
      '/search?key=a&utm_source=telegram',
    );
    expect(withCampaignOf('/article/1/rains', new URL('https://station.example/article/1'))).toBe(
      '/article/1/rains',
    );
  });
});
