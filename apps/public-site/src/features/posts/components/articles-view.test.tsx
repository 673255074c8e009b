import { articlePath } from '@station/domain/article-path';
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

  it('links every card to the article at its canonical address, with the cover at the width the reader needs', async () => {
    const named = makePost({
      title: 'የረመዳን ጾም',
      slug: 'የረመዳን-ጾም',
      imagesUrl: [
        {
          secure_url: 'http://api.test/uploads/a-800.webp',
          srcset: 'http://api.test/uploads/a-400.webp 400w, http://api.test/uploads/a-800.webp 800w',
        },
      ],
    });
    const older = makePost({ title: 'Older post' });
    const { container } = await renderApp('/articles/', { post: [named, older] });
    const [namedLink] = await screen.findAllByRole('link', { name: /የረመዳን ጾም/ });
    expect(namedLink).toHaveAttribute('href', articlePath(named));
    expect(namedLink).toHaveAttribute('href', expect.stringMatching(/\/article\/[0-9a-f-]+\/%E1%8B%A8/));
    expect(screen.getAllByRole('link', { name: /Older post/ })[0]).toHaveAttribute(
      'href',
      articlePath(older),
    );
    expect(container.querySelector('img[srcset*="a-400.webp 400w"]')).toHaveAttribute(
      'sizes',
      expect.stringContaining('100vw'),
    );
  });
});
