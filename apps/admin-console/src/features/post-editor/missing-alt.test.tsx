import type { Admin, Post } from '@station/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { renderRoute, testSession } from '~/testing/render';

const editor = {
  _id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Night Editor',
  email: 'night@station.test',
  role: 'regular',
  canPublish: true,
  createdAt: '2026-01-01T00:00:00.000Z',
} as Admin;

const draft: Post = {
  _id: '00000000-0000-4000-8000-0000000000d1',
  title: 'Friday prayers',
  detail: 'The text.',
  category: 'local',
  imagesUrl: [
    { id: 'a.webp', secure_url: 'http://api.test/uploads/a.webp', alt: 'Worshippers at the mosque' },
    { id: 'b.webp', secure_url: 'http://api.test/uploads/b.webp' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  visit: 0,
  status: 'draft',
  body: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('publishing a post whose photos lack a description', () => {
  it('asks first, naming the photos, and publishes only when told to', async () => {
    vi.spyOn(api.posts, 'counts').mockResolvedValue({
      draft: 1,
      review: 0,
      scheduled: 0,
      published: 0,
      trashed: 0,
    });
    vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
    vi.spyOn(api.posts, 'get').mockResolvedValue(draft);
    const publish = vi
      .spyOn(api.posts, 'publish')
      .mockResolvedValue({ message: 'Published.', data: { ...draft, status: 'published' } });

    renderRoute(`/dashboard/posts/${draft._id}`, testSession({ verify: async () => editor }, 'token'));
    // The first open compiles the editor's route; a busy machine takes a while.
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }, { timeout: 20_000 }));
    const asked = await screen.findByRole('dialog', { name: 'Publish without photo descriptions?' });
    expect(asked).toHaveTextContent('Readers who cannot see the photos are told nothing about photo 2.');
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(publish).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    const again = await screen.findByRole('dialog', { name: 'Publish without photo descriptions?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Published.')).toBeInTheDocument();
    expect(publish).toHaveBeenCalledTimes(1);
    // The route's first compile on a machine running other suites.
  }, 60_000);
});
