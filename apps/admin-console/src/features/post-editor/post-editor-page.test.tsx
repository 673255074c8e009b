import { ApiError } from '@station/api-client/admin';
import type { Admin, Post } from '@station/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { renderRoute, testSession } from '~/testing/render';

const editor: Admin = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Night Editor',
  email: 'editor@station.test',
  role: 'regular',
  canPublish: true,
  createdAt: '2026-01-01T00:00:00.000Z',
} as Admin;

const read: Post = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  title: 'As reviewed',
  detail: 'The text as reviewed.',
  category: 'local',
  imagesUrl: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  visit: 0,
  status: 'review',
  body: null,
};
const now: Post = {
  ...read,
  title: 'Changed behind the editor',
  detail: 'A phishing link added after review.',
  updatedAt: '2026-01-01T10:05:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('publishing from the editor', () => {
  it('sends the version read, and when the post changed shows both versions before publishing the new one', async () => {
    vi.spyOn(api.posts, 'counts').mockResolvedValue({
      draft: 0,
      review: 1,
      scheduled: 0,
      published: 0,
      trashed: 0,
    });
    vi.spyOn(api.inbox, 'counts').mockResolvedValue({ unread: 0 } as never);
    vi.spyOn(api.posts, 'get').mockResolvedValueOnce(read).mockResolvedValue(now);
    const publish = vi
      .spyOn(api.posts, 'publish')
      .mockRejectedValueOnce(new ApiError(409, 'This post was changed after you opened it.', 'POST_CHANGED'))
      .mockResolvedValue({ message: 'Published.', data: { ...now, status: 'published' } });

    renderRoute(`/dashboard/posts/${read._id}`, testSession({ verify: async () => editor }, 'token'));
    // The first open compiles the editor's route; a busy machine takes a while.
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }, { timeout: 20_000 }));

    expect(publish).toHaveBeenNthCalledWith(1, read._id, { updatedAt: read.updatedAt });
    const dialog = await screen.findByRole('dialog', { name: 'This post changed after you opened it' });
    const title = within(dialog).getByRole('region', { name: 'Title' });
    expect(title).toHaveTextContent('As reviewed');
    expect(title).toHaveTextContent('Changed behind the editor');
    expect(within(dialog).getByRole('region', { name: 'Detail' })).toHaveTextContent(
      'A phishing link added after review.',
    );
    expect(publish).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish this version' }));
    expect(publish).toHaveBeenNthCalledWith(2, read._id, { updatedAt: now.updatedAt });
    expect(await screen.findByText('Published.')).toBeInTheDocument();
  });
});
