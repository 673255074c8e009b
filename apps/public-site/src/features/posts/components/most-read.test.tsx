import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

describe('most read this week', () => {
  it('lists the week’s most read articles on the home page, in order, each linked to its article', async () => {
    const first = makePost({ title: 'የጁምዓ ኹጥባ', slug: 'የጁምዓ-ኹጥባ' });
    const second = makePost({ title: 'Market prices', slug: 'market-prices' });
    await renderApp('/', { 'post/most-read': [first, second] });
    const block = (await screen.findByRole('heading', { name: 'Most read this week' })).closest('section');
    const links = within(block as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['የጁምዓ ኹጥባ', 'Market prices']);
    expect(links[1]).toHaveAttribute('href', `/article/${second._id}/market-prices`);
  });

  it('follows an article, leaving out the article being read', async () => {
    const reading = makePost({ title: 'Being read', slug: 'being-read' });
    const other = makePost({ title: 'Other story', slug: 'other-story' });
    await renderApp(`/article/${reading._id}/being-read`, {
      [`post/${reading._id}`]: reading,
      'post/most-read': [reading, other],
    });
    const block = (await screen.findByRole('heading', { name: 'Most read this week' })).closest('section');
    expect(
      within(block as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Other story']);
  });
});
