import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

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
});
