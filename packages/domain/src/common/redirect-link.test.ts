import { describe, expect, it } from 'vitest';
import { unwrapRedirectLink } from './redirect-link';

describe('unwrapRedirectLink', () => {
  it.each([
    [
      'https://www.google.com/url?q=https://example.com/story&sa=D&source=editors&ust=1700000000000000&usg=AOvVaw0',
      'https://example.com/story',
    ],
    [
      'https://www.google.com/url?q=https://example.com/a?b%3D1%26c%3D2&sa=D',
      'https://example.com/a?b=1&c=2',
    ],
    ['http://google.com.et/url?q=http://ebc.et/&sa=U', 'http://ebc.et/'],
    ['https://www.google.co.uk/url?sa=t&url=https://bbc.co.uk/amharic&ved=2ah', 'https://bbc.co.uk/amharic'],
    ['https://www.google.com/url?q=mailto:desk@station.test&sa=D', 'mailto:desk@station.test'],
    [
      'https://www.google.com/url?q=https://www.google.com/url?q%3Dhttps://example.com/twice%26sa%3DD&sa=D',
      'https://example.com/twice',
    ],
  ])('leads %s straight to its target', (href, target) => {
    expect(unwrapRedirectLink(href)).toBe(target);
  });

  it.each([
    'https://www.google.com/url?q=javascript:alert(1)&sa=D',
    'https://www.google.com/url?q=java%09script:alert(1)',
    'https://www.google.com/url?q=data:text/html,x',
    'https://www.google.com/url?q=/relative',
    'https://www.google.com/url?sa=D',
    'https://www.google.com/url?q=https://www.google.com/url?q%3Dhttps://www.google.com/url?q%253Dhttps://www.google.com/url?q%25253Dhttps://example.com/',
  ])('drops a redirect that leads nowhere a reader should go: %s', (href) => {
    expect(unwrapRedirectLink(href)).toBeUndefined();
  });

  it.each([
    'https://example.com/url?q=https://elsewhere.test/',
    'https://google.example.com/url?q=https://elsewhere.test/',
    'https://www.google.com/search?q=ethiopia',
    'https://docs.google.com/document/d/abc/edit',
    '/articles/local/1',
    '#_Toc123',
    'mailto:desk@station.test',
  ])('leaves any other link as it is: %s', (href) => {
    expect(unwrapRedirectLink(href)).toBe(href);
  });
});
