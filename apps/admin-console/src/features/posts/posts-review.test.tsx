import type { Admin, Post, ReviewNote } from '@station/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { renderRoute, testSession } from '~/testing/render';

const admin = (canPublish: boolean) =>
  ({
    _id: '00000000-0000-4000-8000-0000000000a1',
    name: canPublish ? 'Night Editor' : 'Desk Writer',
    email: 'editor@station.test',
    role: 'regular',
    canPublish,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as Admin;

const listed = (n: number, title: string, status: Post['status']): Post => ({
  _id: `00000000-0000-4000-8000-0000000000c${n}`,
  title,
  detail: 'The start of the text…',
  category: 'local',
  imagesUrl: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: `2026-01-01T10:0${n}:00.000Z`,
  visit: 0,
  status,
  body: null,
});

const standing = (post: Post, note: string): ReviewNote => ({
  _id: '00000000-0000-4000-8000-0000000000d1',
  postId: post._id,
  note,
  by: 'Night Editor',
  at: '2026-01-02T09:00:00.000Z',
  settledAt: null,
});

afterEach(() => vi.restoreAllMocks());

function serveTable(items: Post[], notes: ReviewNote[] = []) {
  vi.spyOn(api.posts, 'counts').mockResolvedValue({
    draft: 0,
    review: items.length,
    scheduled: 0,
    published: 0,
    trashed: 0,
  });
  vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
  vi.spyOn(api.posts, 'authors').mockResolvedValue([]);
  vi.spyOn(api.posts, 'manage').mockResolvedValue({ items, total: items.length });
  vi.spyOn(api.posts, 'standingNotes').mockResolvedValue(notes);
}

const openAs = (canPublish: boolean, path: string) =>
  renderRoute(path, testSession({ verify: async () => admin(canPublish) }, 'token'));

describe('sending a post back from the review queue', () => {
  it('asks for a note, refuses a blank one, and sends the note with the version listed', async () => {
    const post = listed(1, 'Floods in the east', 'review');
    serveTable([post]);
    const sendBack = vi
      .spyOn(api.posts, 'sendBack')
      .mockResolvedValue({ message: 'Sent back to the writer.', data: { ...post, status: 'draft' } });

    openAs(true, '/dashboard/review');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Send back Floods/ }, { timeout: 20_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Send back to the writer' });
    expect(dialog).toHaveTextContent('“Floods in the east” goes back to its writer as a draft.');

    const note = within(dialog).getByRole('textbox', { name: 'Note for the writer' });
    await userEvent.type(note, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('The note is required.')).toBeInTheDocument();
    expect(sendBack).not.toHaveBeenCalled();

    await userEvent.type(note, 'Name the source of the second quote.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(sendBack).toHaveBeenCalledWith(post._id, {
      note: 'Name the source of the second quote.',
      updatedAt: post.updatedAt,
    });
    expect(await screen.findByText('Sent back to the writer.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send back to the writer' })).not.toBeInTheDocument(),
    );
  }, 60_000);

  it('gives a writer no way to send back, and marks their post that was sent back', async () => {
    const waiting = listed(1, 'Waiting for review', 'review');
    const returned = listed(2, 'Sent back to me', 'draft');
    serveTable([waiting, returned], [standing(returned, 'Shorten the headline.')]);

    openAs(false, '/dashboard/posts');
    const row = (await screen.findByRole('cell', { name: 'Sent back to me' }, { timeout: 20_000 })).closest(
      'tr',
    ) as HTMLElement;
    const marker = await within(row).findByText('Sent back');
    expect(marker.closest('[title]')).toHaveAttribute('title', 'Shorten the headline.');
    const other = screen.getByRole('cell', { name: 'Waiting for review' }).closest('tr') as HTMLElement;
    expect(within(other).queryByText('Sent back')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send back/ })).not.toBeInTheDocument();
  }, 60_000);
});
