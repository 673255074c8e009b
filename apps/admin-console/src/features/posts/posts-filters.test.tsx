import { type Admin, FIELD_MAX } from '@station/domain';
import { screen, waitFor } from '@testing-library/react';
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

afterEach(() => vi.restoreAllMocks());

describe('the posts search box', () => {
  it('filters as the editor types, without Enter, and keeps what is typed meanwhile', async () => {
    vi.spyOn(api.posts, 'counts').mockResolvedValue({
      draft: 0,
      review: 0,
      scheduled: 0,
      published: 0,
      trashed: 0,
    });
    vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
    vi.spyOn(api.posts, 'authors').mockResolvedValue([]);
    const manage = vi.spyOn(api.posts, 'manage').mockResolvedValue({ items: [], total: 0 });

    renderRoute('/dashboard/posts', testSession({ verify: async () => editor }, 'token'));
    const box = await screen.findByRole('searchbox', { name: 'Search titles and text' }, { timeout: 20_000 });
    expect(box).toHaveAttribute('maxlength', String(FIELD_MAX.searchKey));
    await userEvent.type(box, 'flood');

    await waitFor(() => expect(manage).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'flood' })));
    expect(box).toHaveValue('flood');
    expect(box).toHaveFocus();
  }, 60_000);
});
