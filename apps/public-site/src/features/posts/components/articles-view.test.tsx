import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

const listCalls = (requests: { url: URL }[]) =>
  requests
    .filter((request) => request.url.pathname.endsWith('/api/post'))
    .map((request) => Object.fromEntries(request.url.searchParams));

describe('news pages', () => {
  it('/articles/ asks for the 3 newest and then up to 400 more after them, in every category', async () => {
    const { requests } = await renderApp('/articles/', { post: [makePost({ title: 'Top story' })] });
    expect(await screen.findByRole('heading', { name: 'ወቅታዊ ዜና', level: 1 })).toBeInTheDocument();
    expect(listCalls(requests)).toEqual(
      expect.arrayContaining([
        { limit: '3', skip: '0' },
        { limit: '400', skip: '3' },
      ]),
    );
  });

  it('/articles/sport filters by the category and is titled with its Amharic label', async () => {
    const { requests } = await renderApp('/articles/sport');
    expect(await screen.findByRole('heading', { name: 'ስፖርት', level: 1 })).toBeInTheDocument();
    expect(listCalls(requests)).toEqual(
      expect.arrayContaining([
        { limit: '3', skip: '0', category: 'sport' },
        { limit: '400', skip: '3', category: 'sport' },
      ]),
    );
    expect(document.title).toBe('ስፖርት | Station TV');
  });

  it('cuts long titles in the slideshow at 50 characters and in the list at 30', async () => {
    const title = 'A'.repeat(60);
    await renderApp('/articles/', { post: [makePost({ title })] });
    expect(await screen.findByRole('heading', { name: `${'A'.repeat(50)}...` })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: `${'A'.repeat(30)}...` }).length).toBeGreaterThan(0);
  });
});
