import { ApiError, NETWORK_ERROR_MESSAGE } from '@station/api-client/admin';
import type { Admin, Post } from '@station/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { localDrafts } from '~/lib/local-drafts';
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

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The sidebar's counts, which every page of the console asks for beside the editor's own calls. */
function quietSidebar() {
  vi.spyOn(api.posts, 'counts').mockResolvedValue({
    draft: 0,
    review: 1,
    scheduled: 0,
    published: 0,
    trashed: 0,
  });
  vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
}

describe('publishing from the editor', () => {
  it('sends the version read, and when the post changed shows both versions before publishing the new one', async () => {
    quietSidebar();
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

describe('restoring text kept in this browser', () => {
  it('shows what a colleague saved since, and saves the kept text only against the version it was typed on', async () => {
    quietSidebar();
    vi.spyOn(api.posts, 'get').mockResolvedValue(now);
    const update = vi
      .spyOn(api.posts, 'update')
      .mockRejectedValueOnce(
        new ApiError(
          409,
          'Someone else saved this post after you opened it. Reload it and apply your change again.',
          'CONFLICT',
        ),
      )
      .mockResolvedValue({
        message: 'Saved.',
        data: { ...now, title: 'My night title', updatedAt: '2026-01-01T10:09:00.000Z' },
      });
    localDrafts(editor._id).write(read._id, {
      title: 'My night title',
      category: 'local',
      body: '<p>The text as reviewed.</p>',
      text: 'The text as reviewed.',
      at: Date.parse('2026-01-01T10:02:00.000Z'),
      base: read.updatedAt,
    });

    renderRoute(`/dashboard/posts/${read._id}`, testSession({ verify: async () => editor }, 'token'));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }, { timeout: 20_000 }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else saved this post after your text was kept',
    });
    const title = within(dialog).getByRole('region', { name: 'Title' });
    expect(title).toHaveTextContent('My night title');
    expect(title).toHaveTextContent('Changed behind the editor');
    expect(within(dialog).getByRole('region', { name: 'Detail' })).toHaveTextContent(
      'A phishing link added after review.',
    );
    expect(update).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('My night title');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(update).toHaveBeenNthCalledWith(
      1,
      read._id,
      expect.objectContaining({ updatedAt: read.updatedAt }),
    );

    const again = await screen.findByRole('dialog', {
      name: 'Someone else saved this post after your text was kept',
    });
    expect(within(again).getByRole('region', { name: 'Title' })).toHaveTextContent(
      'Changed behind the editor',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Save mine over theirs' }));
    expect(update).toHaveBeenNthCalledWith(
      2,
      read._id,
      expect.objectContaining({ title: 'My night title', updatedAt: now.updatedAt }),
    );
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });
});

describe('saving without a connection', () => {
  it('keeps the text, says so, saves it against its version once back online, and shows when', async () => {
    quietSidebar();
    vi.spyOn(api.posts, 'get').mockResolvedValue(read);
    const update = vi
      .spyOn(api.posts, 'update')
      .mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK'))
      .mockResolvedValue({
        message: 'Saved.',
        data: { ...read, title: 'Written on the train', updatedAt: '2026-01-01T11:05:00.000Z' },
      });

    renderRoute(`/dashboard/posts/${read._id}`, testSession({ verify: async () => editor }, 'token'));
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 20_000 });
    await userEvent.clear(title);
    await userEvent.type(title, 'Written on the train');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(
      await screen.findByText('No connection — your text is kept and will be saved when you are back online'),
    ).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
    expect(title).toHaveValue('Written on the train');
    expect(localDrafts(editor._id).read(read._id)).toMatchObject({
      title: 'Written on the train',
      base: read.updatedAt,
    });
    expect(update).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));

    // 11:05 UTC is 14:05 in Addis Ababa.
    expect(await screen.findByText('Saved at 14:05')).toBeInTheDocument();
    expect(update).toHaveBeenNthCalledWith(
      2,
      read._id,
      expect.objectContaining({ title: 'Written on the train', updatedAt: read.updatedAt }),
    );
    expect(
      screen.queryByText('No connection — your text is kept and will be saved when you are back online'),
    ).not.toBeInTheDocument();
    expect(localDrafts(editor._id).read(read._id)).toBeUndefined();
  });
});
