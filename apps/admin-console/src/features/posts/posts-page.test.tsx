import type { Admin, Post } from '@station/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { renderRoute, testSession } from '~/testing/render';

const editor = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Night Editor',
  email: 'editor@station.test',
  role: 'regular',
  canPublish: true,
  createdAt: '2026-01-01T00:00:00.000Z',
} as Admin;

const listed = (n: number, title: string): Post => ({
  _id: `00000000-0000-4000-8000-0000000000c${n}`,
  title,
  detail: 'The start of the text…',
  category: 'local',
  imagesUrl: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: `2026-01-01T10:0${n}:00.000Z`,
  visit: 0,
  status: 'review',
  body: null,
});

afterEach(() => vi.restoreAllMocks());

describe('approving from the review queue', () => {
  it('publishes each post at the version listed, and lists the ones that changed since to be read', async () => {
    const kept = listed(1, 'Approved as listed');
    const changed = listed(2, 'Listed, then changed');
    vi.spyOn(api.posts, 'counts').mockResolvedValue({
      draft: 0,
      review: 2,
      scheduled: 0,
      published: 0,
      trashed: 0,
    });
    vi.spyOn(api.inbox, 'counts').mockResolvedValue({ unread: 0 } as never);
    vi.spyOn(api.posts, 'authors').mockResolvedValue([]);
    vi.spyOn(api.posts, 'manage').mockResolvedValue({ items: [kept, changed], total: 2 });
    const bulk = vi.spyOn(api.posts, 'bulk').mockResolvedValue({
      message: '1 of 2 posts done.',
      results: [
        { _id: kept._id, ok: true },
        {
          _id: changed._id,
          ok: false,
          code: 'POST_CHANGED',
          error: 'This post was changed after you opened it.',
        },
      ],
    });

    renderRoute('/dashboard/review', testSession({ verify: async () => editor }, 'token'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Select all on this page' }, { timeout: 20_000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(bulk).toHaveBeenCalledWith({
      action: 'publish',
      ids: [kept._id, changed._id],
      versions: { [kept._id]: kept.updatedAt, [changed._id]: changed.updatedAt },
    });
    expect(
      await screen.findByText(/These posts changed after this list was loaded, so they were not published/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listed, then changed' })).toHaveAttribute(
      'href',
      `/dashboard/posts/${changed._id}`,
    );
  });
});
