import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/testing/render-app';

describe('/live', () => {
  it('says the station is not broadcasting when the url is empty', async () => {
    await renderApp('/live', { live: { _id: 'live', url: '' } });
    expect(await screen.findByText('We are not broadcasting live video at the moment.')).toBeInTheDocument();
    expect(screen.queryByTitle('Live broadcast')).not.toBeInTheDocument();
  });

  it('embeds the live video, rebuilt as an autoplaying embed url', async () => {
    await renderApp('/live', { live: { _id: 'live', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    const player = await screen.findByTitle('Live broadcast');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0');
    expect(screen.queryByText('We are not broadcasting live video at the moment.')).not.toBeInTheDocument();
  });

  it('shows the notice instead of a crash when the live call fails', async () => {
    await renderApp('/live', { live: Error });
    expect(await screen.findByText('We are not broadcasting live video at the moment.')).toBeInTheDocument();
  });
});
