import { describe, expect, it } from 'vitest';
import { navItemsFor, openNavItem } from './nav-items';

const pages = (admin: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(admin).flatMap((item) => (item.to ? [item.to] : []));

const PUBLIC_CONTENT = [
  '/dashboard/ad',
  '/dashboard/satellite',
  '/dashboard/programs',
  '/dashboard/schedule',
  '/dashboard/live',
  '/dashboard/send-email',
];

describe('the sidebar’s sections', () => {
  it('offers a writer without the right to publish none of the pages that change what readers see', () => {
    const writer = pages({ role: 'regular', canPublish: false });
    for (const page of PUBLIC_CONTENT) expect(writer).not.toContain(page);
    expect(writer).toEqual(expect.arrayContaining(['/dashboard/posts', '/dashboard/review']));
  });

  it('offers them to a regular admin with the right, and to a super', () => {
    expect(pages({ role: 'regular', canPublish: true })).toEqual(expect.arrayContaining(PUBLIC_CONTENT));
    expect(pages({ role: 'super' })).toEqual(expect.arrayContaining(PUBLIC_CONTENT));
  });

  it('offers the analytics page to those who decide what goes out, not to a writer', () => {
    expect(pages({ role: 'regular', canPublish: false })).not.toContain('/dashboard/analytics');
    expect(pages({ role: 'regular', canPublish: true })).toContain('/dashboard/analytics');
    expect(pages({ role: 'super' })).toContain('/dashboard/analytics');
  });
});

describe('the section marked as open', () => {
  const super_ = navItemsFor({ role: 'super' });
  const open = (pathname: string, search: Record<string, unknown> = {}) =>
    openNavItem(super_, pathname, search)?.labelKey;

  it('is the review queue while the posts table shows what waits for review, not Posts', () => {
    expect(open('/dashboard/posts', { page: 0, status: 'review' })).toBe('posts.reviewQueue');
  });

  it('is Posts for every other view of the table', () => {
    expect(open('/dashboard/posts', { page: 0 })).toBe('nav.posts');
    expect(open('/dashboard/posts', { page: 2, status: 'draft' })).toBe('nav.posts');
  });
});
