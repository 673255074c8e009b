import { describe, expect, it } from 'vitest';
import { SAME_SITE_PATH_MAX, sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each([
    '/.//evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%2e/%2fevil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/a/../..//evil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    'https://evil.example/',
    'HTTPS://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/articles\u0000',
    '/articles%00',
    '/%E0%A4%A',
    '',
    ' /articles',
    `/${'a'.repeat(SAME_SITE_PATH_MAX)}`,
  ])('sends %j home', (input) => {
    expect(sameSitePath(input)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/articles?x=1', '/articles?x=1'],
    ['/article/abc#top', '/article/abc#top'],
    ['/articles?page=2&back=%2F%2Fevil.example', '/articles?page=2&back=%2F%2Fevil.example'],
    ['/article/1/%E1%8B%9C%E1%8A%93', '/article/1/%E1%8B%9C%E1%8A%93'],
    ['/article/1/ዜና', '/article/1/%E1%8B%9C%E1%8A%93'],
    ['/news/./today/../latest', '/news/latest'],
    ['/search?q=a%26b', '/search?q=a%26b'],
    ['/search?q=100%25', '/search?q=100%25'],
    ['/search?q=%E1%8B', '/search?q=%E1%8B'],
  ])('keeps %j as %j', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected);
  });

  it('falls back to the address it is given, and to the home page without input', () => {
    expect(sameSitePath('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(sameSitePath(undefined, '/dashboard')).toBe('/dashboard');
    expect(sameSitePath(null)).toBe('/');
  });

  it('answers within a budget however long or deeply encoded the input is', () => {
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) {
      sameSitePath(`/${'%25'.repeat(SAME_SITE_PATH_MAX / 3 - 1)}`);
      sameSitePath(`/${'./'.repeat(SAME_SITE_PATH_MAX / 2 - 1)}`);
      sameSitePath(`/${'\\'.repeat(100_000)}`);
    }
    // A few milliseconds on any machine; a quadratic pass would take seconds.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
