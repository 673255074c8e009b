import type { Admin } from '@station/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { renderRoute, testSession } from '~/testing/render';

const admin = (canPublish: boolean) =>
  ({
    _id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Night Editor',
    email: 'editor@station.test',
    role: 'regular',
    canPublish,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as Admin;

function serveCounts() {
  vi.spyOn(api.posts, 'counts').mockResolvedValue({
    draft: 0,
    review: 3,
    scheduled: 0,
    published: 0,
    trashed: 0,
  });
  vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
  vi.spyOn(api.posts, 'authors').mockResolvedValue([]);
  vi.spyOn(api.posts, 'manage').mockResolvedValue({ items: [], total: 0 });
}

/** Opens the sidebar as on a phone, where it starts closed. */
async function openSidebar() {
  await userEvent.click(await screen.findByRole('button', { name: 'Toggle menu' }, { timeout: 20_000 }));
}

afterEach(() => vi.restoreAllMocks());

describe('the sidebar’s review queue', () => {
  it('is marked as the open section while the queue is shown, with how many posts wait', async () => {
    serveCounts();
    renderRoute('/dashboard/review', testSession({ verify: async () => admin(true) }, 'token'));
    await screen.findByRole('heading', { name: 'Posts', level: 1 }, { timeout: 20_000 });
    await openSidebar();
    const queue = await screen.findByRole('link', { name: /Review queue/ });
    expect(queue).toHaveAttribute('aria-current', 'page');
    expect(queue).toHaveClass('Mui-selected');
    expect(screen.getByRole('link', { name: 'Posts' })).not.toHaveClass('Mui-selected');
    expect(await screen.findByLabelText('3 in review')).toBeInTheDocument();
  }, 60_000);

  it('shows no count to a writer, who cannot publish what waits', async () => {
    serveCounts();
    renderRoute('/dashboard/posts', testSession({ verify: async () => admin(false) }, 'token'));
    await screen.findByRole('heading', { name: 'Posts', level: 1 }, { timeout: 20_000 });
    await openSidebar();
    expect(await screen.findByRole('link', { name: /Review queue/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/in review/)).not.toBeInTheDocument();
  }, 60_000);
});
