import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/testing/render-app';

const image = (name: string) => ({ secure_url: `http://api.test/uploads/${name}.webp` });

describe('the ad strip', () => {
  it('links an ad picture to its click-through link, in a new tab marked as sponsored', async () => {
    await renderApp('/', {
      ad: [
        { name: 'ad1', image: image('ad1'), link: 'https://shop.example/offer' },
        { name: 'ad2', image: image('ad2') },
      ],
    });
    const linked = await screen.findByRole('link', { name: 'Advertisement 1' });
    expect(linked).toHaveAttribute('href', 'https://shop.example/offer');
    expect(linked).toHaveAttribute('target', '_blank');
    expect(linked).toHaveAttribute('rel', 'noopener sponsored');
    expect(screen.getByRole('img', { name: 'Advertisement 2' }).closest('a')).toBeNull();
  });

  it('never links to anything but a web page', async () => {
    await renderApp('/', { ad: [{ name: 'ad1', image: image('ad1'), link: 'javascript:alert(1)' }] });
    expect((await screen.findByRole('img', { name: 'Advertisement 1' })).closest('a')).toBeNull();
  });
});
