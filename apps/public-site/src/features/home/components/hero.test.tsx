import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/testing/render-app';

describe('the home banner', () => {
  it("offers 'Watch live' only while something is live", async () => {
    await renderApp('/', { live: { _id: 'live', url: '' } });
    expect(await screen.findByRole('link', { name: 'Read the news' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch live' })).not.toBeInTheDocument();
  });

  it("links 'Watch live' to the broadcast when there is one", async () => {
    await renderApp('/', { live: { _id: 'live', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    expect(await screen.findByRole('link', { name: 'Watch live' })).toHaveAttribute('href', '/live');
  });
});
