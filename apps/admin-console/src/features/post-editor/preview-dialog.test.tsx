import { ApiError } from '@station/api-client/admin';
import type { Admin, Post } from '@station/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { renderRoute, testSession } from '~/testing/render';

const writer: Admin = {
  _id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Desk Writer',
  email: 'writer@station.test',
  role: 'regular',
  canPublish: false,
  createdAt: '2026-01-01T00:00:00.000Z',
} as Admin;

const draft: Post = {
  _id: '00000000-0000-4000-8000-0000000000b2',
  title: 'Tomorrow’s draft',
  detail: 'Not out yet.',
  category: 'local',
  imagesUrl: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  visit: 0,
  status: 'draft',
  body: null,
};

const TOKEN = `${draft._id}.00000000-0000-4000-8000-0000000000c2.0.1767265200.${'s'.repeat(43)}`;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function openEditor() {
  vi.spyOn(api.posts, 'counts').mockResolvedValue({
    draft: 1,
    review: 0,
    scheduled: 0,
    published: 0,
    trashed: 0,
  });
  vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
  vi.spyOn(api.posts, 'get').mockResolvedValue(draft);
  renderRoute(`/dashboard/posts/${draft._id}`, testSession({ verify: async () => writer }, 'token'));
}

// The first open compiles the editor's route, which on a busy machine takes longer than a test's usual limit.
describe("the editor's preview", { timeout: 60_000 }, () => {
  it('opens the saved draft on the public site at a phone width and at a desktop width', async () => {
    const preview = vi
      .spyOn(api.posts, 'preview')
      .mockResolvedValue({ token: TOKEN, expiresAt: '2026-01-01T11:00:00.000Z' });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    openEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }, { timeout: 20_000 }));

    expect(preview).toHaveBeenCalledWith(draft._id);
    const dialog = await screen.findByRole('dialog', { name: 'Preview as readers would see it' });
    expect(dialog).toHaveTextContent('last saved version');
    // Addis Ababa's clock: 11:00 UTC is 14:00 there.
    expect(dialog).toHaveTextContent('The link works until 1 Jan 2026, 14:00');
    expect(within(dialog).queryByText(/unsaved changes/)).toBeNull();
    const address = `http://localhost:5173/preview/${encodeURIComponent(TOKEN)}`;
    expect(within(dialog).getByRole('link', { name: 'Open at desktop width' })).toHaveAttribute(
      'href',
      address,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Open at phone width' }));
    expect(opened).toHaveBeenCalledWith(
      address,
      'station-preview-phone',
      expect.stringContaining('width=390'),
    );
  });

  it('says unsaved changes are not in the preview', async () => {
    vi.spyOn(api.posts, 'preview').mockResolvedValue({ token: TOKEN, expiresAt: '2026-01-01T11:00:00.000Z' });
    openEditor();
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 20_000 });
    await userEvent.type(title, ' again');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview as readers would see it' });
    expect(dialog).toHaveTextContent(
      'You have unsaved changes. They are not in the preview: save first to see them.',
    );
  });

  it("shows the API's reason when no preview may be made", async () => {
    vi.spyOn(api.posts, 'preview').mockRejectedValue(
      new ApiError(
        403,
        'You may preview your own posts only: an editor who may publish can preview this one.',
        'FORBIDDEN',
      ),
    );
    openEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }, { timeout: 20_000 }));
    expect(await screen.findByText(/You may preview your own posts only/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
