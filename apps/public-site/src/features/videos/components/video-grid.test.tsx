import type { PlaylistItem } from '@station/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '~/testing/render';
import { VideoGrid } from './video-grid';

const items: PlaylistItem[] = ['dQw4w9WgXcQ', 'M7lc1UVf-VE'].map((videoId, index) => ({
  id: `item-${index}`,
  snippet: {
    title: `Station video ${index + 1}`,
    resourceId: { videoId },
    thumbnails: { medium: { url: `https://img.example/${videoId}.jpg` } },
  },
}));

describe('VideoGrid', () => {
  it('links every card to its video, so a tap before the scripts arrive still opens it', () => {
    renderWithI18n(<VideoGrid items={items} />);
    expect(screen.getByRole('link', { name: 'Play video: Station video 2' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    );
  });

  it('plays a video in a dialog that shows it loading, and gives focus back to the card on close', async () => {
    const user = userEvent.setup();
    renderWithI18n(<VideoGrid items={items} />);
    const card = screen.getByRole('link', { name: 'Play video: Station video 2' });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Video player' });
    expect(within(dialog).getByTitle('Station video 2')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1&mute=0',
    );
    expect(within(dialog).getByText('Loading video…')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();
  });
});
