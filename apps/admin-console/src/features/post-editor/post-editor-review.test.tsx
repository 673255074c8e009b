import { ApiError } from '@station/api-client/admin';
import type { Admin, Post, PostReviewNotes } from '@station/domain';
import { screen, within } from '@testing-library/react';
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

const post: Post = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  title: 'Floods in the east',
  detail: 'The text as written.',
  category: 'local',
  imagesUrl: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  visit: 0,
  status: 'review',
  body: null,
};

const note = {
  _id: '00000000-0000-4000-8000-0000000000d1',
  postId: post._id,
  note: 'Name the source of the second quote.\nAnd check the town’s spelling.',
  by: 'Night Editor',
  // 09:00 UTC is noon in Addis Ababa.
  at: '2026-01-02T09:00:00.000Z',
  settledAt: null,
};

const none: PostReviewNotes = { current: null, earlier: [] };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function quietSidebar() {
  vi.spyOn(api.posts, 'counts').mockResolvedValue({
    draft: 1,
    review: 0,
    scheduled: 0,
    published: 0,
    trashed: 0,
  });
  vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
}

const openAs = (canPublish: boolean) =>
  renderRoute(
    `/dashboard/posts/${post._id}`,
    testSession({ verify: async () => admin(canPublish) }, 'token'),
  );

describe('the reviewer’s note in the editor', () => {
  it('shows the writer the note, who sent it back and when, until they submit the post again', async () => {
    quietSidebar();
    const draft = { ...post, status: 'draft' as const };
    vi.spyOn(api.posts, 'get').mockResolvedValue(draft);
    const submit = vi
      .spyOn(api.posts, 'submit')
      .mockResolvedValue({ message: 'Submitted for review.', data: { ...draft, status: 'review' } });
    // The server settles the note when the post is submitted again.
    vi.spyOn(api.posts, 'reviewNotes').mockImplementation(async () =>
      submit.mock.calls.length === 0
        ? { current: note, earlier: [] }
        : { current: null, earlier: [{ ...note, settledAt: '2026-01-02T10:00:00.000Z' }] },
    );

    openAs(false);
    // The first open compiles the editor's route; a busy machine takes a while.
    const submitButton = await screen.findByRole(
      'button',
      { name: 'Submit for review' },
      { timeout: 40_000 },
    );
    const shown = await screen.findByRole('region', { name: 'Sent back' });
    expect(shown).toHaveTextContent('Sent back by Night Editor on 2 Jan 2026, 12:00');
    expect(within(shown).getByText(/Name the source of the second quote\./)).toHaveTextContent(
      'Name the source of the second quote. And check the town’s spelling.',
    );
    expect(shown).toHaveTextContent('Make the changes, then send the post for review again');

    await userEvent.click(submitButton);
    expect(submit).toHaveBeenCalledWith(post._id);
    expect(await screen.findByText('Submitted for review.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sent back' })).not.toBeInTheDocument();
    expect(screen.getByText('Earlier review notes')).toBeInTheDocument();
  }, 60_000);

  it('lets a reviewer send back what they read, and when it changed shows the new text keeping the note typed', async () => {
    quietSidebar();
    const changed = { ...post, title: 'Changed behind the reviewer', updatedAt: '2026-01-01T10:05:00.000Z' };
    vi.spyOn(api.posts, 'get').mockResolvedValueOnce(post).mockResolvedValue(changed);
    vi.spyOn(api.posts, 'reviewNotes').mockResolvedValue(none);
    const sendBack = vi
      .spyOn(api.posts, 'sendBack')
      .mockRejectedValueOnce(
        new ApiError(
          409,
          'This post was changed after you opened it. Read the changes, then send back the version you have read.',
          'POST_CHANGED',
        ),
      )
      .mockResolvedValue({ message: 'Sent back to the writer.', data: { ...changed, status: 'draft' } });

    openAs(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Send back' }, { timeout: 40_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Send back to the writer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the writer' }), 'Cite it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));

    expect(sendBack).toHaveBeenNthCalledWith(1, post._id, { note: 'Cite it.', updatedAt: post.updatedAt });
    expect(await screen.findByRole('alert')).toHaveTextContent('This post was changed after you opened it.');
    expect(await screen.findByDisplayValue('Changed behind the reviewer')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Send back to the writer' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const again = screen.getByRole('dialog', { name: 'Send back to the writer' });
    expect(within(again).getByRole('textbox', { name: 'Note for the writer' })).toHaveValue('Cite it.');
    await userEvent.click(within(again).getByRole('button', { name: 'Send back' }));
    expect(sendBack).toHaveBeenNthCalledWith(2, post._id, { note: 'Cite it.', updatedAt: changed.updatedAt });
    expect(await screen.findByText('Sent back to the writer.')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  }, 60_000);
});
