import type { PlaylistItem } from '@station/domain';
import { screen, waitFor } from '@testing-library/react';
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
  it('plays a video in an overlay with an autoplaying embed, closed by the close icon or Escape', async () => {
    const user = userEvent.setup();
    renderWithI18n(<VideoGrid items={items} />);
    await user.click(screen.getByRole('button', { name: 'Play video: Station video 2' }));
    const player = await screen.findByTitle('Station video 2');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1&mute=0');

    await user.click(screen.getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByTitle('Station video 2')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Play video: Station video 1' }));
    expect(await screen.findByTitle('Station video 1')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTitle('Station video 1')).not.toBeInTheDocument());
  });
});
