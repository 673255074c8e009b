import type { Admin, Post } from '@station/domain';
import { screen, within } from '@testing-library/react';
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

/** The answers a posts table needs around the rows it lists. */
function serveTable(items: Post[]) {
  vi.spyOn(api.posts, 'counts').mockResolvedValue({
    draft: items.length,
    review: 0,
    scheduled: 0,
    published: 0,
    trashed: items.length,
  });
  vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
  vi.spyOn(api.posts, 'authors').mockResolvedValue([]);
  vi.spyOn(api.posts, 'manage').mockResolvedValue({ items, total: items.length });
}

const openTable = (path: string) => renderRoute(path, testSession({ verify: async () => editor }, 'token'));

describe('trash and delete for good', () => {
  it('says a move to the trash can be undone for 30 days, and not that the post is deleted', async () => {
    const post = { ...listed(1, 'Floods'), status: 'draft' as const };
    serveTable([post]);
    const remove = vi.spyOn(api, 'remove').mockResolvedValue({ message: 'Floods Deleted Successfully!' });

    openTable('/dashboard/posts');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move to trash Floods' }, { timeout: 20_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Move to trash' });
    expect(dialog).toHaveTextContent('Move “Floods” to the trash? It can be restored for 30 days.');
    expect(dialog).not.toHaveTextContent(/Are you sure|cannot be undone/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));

    expect(remove).toHaveBeenCalledWith('post', post._id);
    expect(
      await screen.findByText('“Floods” is in the trash. It can be restored for 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Deleted Successfully/)).not.toBeInTheDocument();
  }, 60_000);

  it('warns that deleting from the trash for good cannot be undone', async () => {
    const post = { ...listed(1, 'Old notice'), status: 'trashed' as const };
    serveTable([post]);
    const purge = vi
      .spyOn(api.posts, 'purge')
      .mockResolvedValue({ message: 'Old notice was deleted for good.' });

    openTable('/dashboard/posts?status=trashed');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete for good Old notice' }, { timeout: 20_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete for good' });
    expect(dialog).toHaveTextContent('Delete “Old notice” for good — this cannot be undone.');
    expect(dialog).not.toHaveTextContent(/restored/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    expect(purge).toHaveBeenCalledWith(post._id);
    expect(await screen.findByText('Old notice was deleted for good.')).toBeInTheDocument();
  });
});

describe('bulk steps', () => {
  it('asks first, naming how many posts, and does nothing when the admin cancels', async () => {
    const posts = [1, 2, 3].map((n) => ({ ...listed(n, `Story ${n}`), status: 'draft' as const }));
    serveTable(posts);
    const bulk = vi.spyOn(api.posts, 'bulk').mockResolvedValue({
      message: '3 of 3 posts done.',
      results: posts.map((post) => ({ _id: post._id, ok: true })),
    });

    openTable('/dashboard/posts');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Select all on this page' }, { timeout: 20_000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
    const dialog = screen.getByRole('dialog', { name: 'Move to trash' });
    expect(dialog).toHaveTextContent('Move 3 posts to the trash? They can be restored for 30 days.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bulk).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Move to trash' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Move to trash' })).getByRole('button', {
        name: 'Move to trash',
      }),
    );
    expect(bulk).toHaveBeenCalledWith({ action: 'trash', ids: posts.map((post) => post._id) });
    expect(await screen.findByText('3 of 3 done.')).toBeInTheDocument();
  });
});

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
    vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
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
    const dialog = screen.getByRole('dialog', { name: 'Publish' });
    expect(dialog).toHaveTextContent('Publish 2 posts? Readers see them at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(bulk).toHaveBeenCalledWith({
      action: 'publish',
      ids: [kept._id, changed._id],
      versions: { [kept._id]: kept.updatedAt, [changed._id]: changed.updatedAt },
    });
    expect(
      await screen.findByText(/These posts changed after this list was loaded, so they were not published/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Listed, then changed' })).toHaveAttribute(
      'href',
      `/dashboard/posts/${changed._id}`,
    );
  });
});
