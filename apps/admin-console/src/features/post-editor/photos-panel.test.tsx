import type { Post } from '@station/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '~/testing/render';
import { PhotosPanel } from './photos-panel';
import type { PostEditing } from './post-editor.mutations';

const post: Post = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  title: 'Friday prayers',
  detail: 'x',
  category: 'local',
  imagesUrl: [
    { id: 'a.webp', secure_url: 'http://api.test/uploads/a.webp', alt: 'Worshippers at the mosque' },
    { id: 'b.webp', secure_url: 'http://api.test/uploads/b.webp', caption: 'The minaret' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  visit: 0,
  status: 'draft',
  body: '<figure><img src="http://api.test/uploads/b.webp" alt="" data-photo-id="b.webp"></figure>',
};

function panel(text = post.body ?? '') {
  const setPhotos = vi.fn().mockResolvedValue({ message: 'Photos saved.', data: post });
  const editing = { setPhotos: { mutateAsync: setPhotos }, addPhotos: { mutateAsync: vi.fn() } };
  renderWithProviders(
    <PhotosPanel post={post} editing={editing as unknown as PostEditing} text={text} onSaved={() => {}} />,
  );
  return setPhotos;
}

const sentPhotos = (setPhotos: ReturnType<typeof vi.fn>) => setPhotos.mock.calls[0]?.[0].input.photos;

describe('the Photos panel', () => {
  it('sets a photo’s focal point where the picture is pressed, and moves it with the arrow keys', async () => {
    const setPhotos = panel();
    const [area] = await screen.findAllByTestId('focus-area');
    if (!area) throw new Error('no picture');
    vi.spyOn(area, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, 200, 100));

    fireEvent.pointerDown(area, { clientX: 150, clientY: 125, pointerId: 1, buttons: 1 });
    const marker = screen.getByRole('button', { name: /Focal point of photo 1: 25% across, 75% down/ });
    expect(screen.getAllByTestId('focus-preview')[0]).toHaveStyle({ objectPosition: '25% 75%' });

    marker.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}{Shift>}{ArrowRight}{/Shift}');
    expect(marker).toHaveAccessibleName(/31% across, 70% down/);

    await userEvent.click(screen.getByRole('button', { name: 'Save photos' }));
    expect(sentPhotos(setPhotos)).toEqual([
      { id: 'a.webp', caption: '', alt: 'Worshippers at the mosque', focus: { x: 0.31, y: 0.7 } },
      { id: 'b.webp', caption: 'The minaret', alt: '', focus: { x: 0.5, y: 0.5 } },
    ]);
  });

  it('flags a photo without a description and makes none up', async () => {
    const setPhotos = panel();
    const described = await screen.findByRole('textbox', { name: /Description of photo 1/ });
    const empty = screen.getByRole('textbox', { name: /Description of photo 2/ });
    expect(described).not.toHaveAttribute('aria-invalid', 'true');
    expect(empty).toHaveAttribute('aria-invalid', 'true');
    expect(empty).toHaveAccessibleDescription(/No description yet: write what the photo shows/);

    await userEvent.click(screen.getByRole('button', { name: 'Save photos' }));
    expect(sentPhotos(setPhotos)[1]).toMatchObject({ alt: '' });
  });

  it('asks before removing a photo placed in the text, saying it leaves the text too', async () => {
    const setPhotos = panel();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('focus-area')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove photo 1?' });
    expect(dialog).toHaveTextContent(
      'This photo is placed in the text. When you save the photos, it leaves the text too',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.queryAllByTestId('focus-area')).toHaveLength(0);

    // The rest of the panel is hidden from assistive technology until the dialog has gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Save photos' }));
    expect(sentPhotos(setPhotos)).toEqual([]);
  });
});
