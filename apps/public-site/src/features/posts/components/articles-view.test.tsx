import { articlePath } from '@station/domain/article-path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePost } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

const listCalls = (requests: { url: URL }[]) =>
  requests
    .filter((request) => request.url.pathname.endsWith('/api/post'))
    .map((request) => Object.fromEntries(request.url.searchParams));

describe('news pages', () => {
  it('/articles/ asks for the 3 newest and then the rest of its first 20 (and one to know of more)', async () => {
    const { requests } = await renderApp('/articles/', { post: [makePost({ title: 'Top story' })] });
    expect(await screen.findByRole('heading', { name: 'ወቅታዊ ዜና', level: 1 })).toBeInTheDocument();
    expect(listCalls(requests)).toEqual(
      expect.arrayContaining([
        { limit: '3', skip: '0' },
        { limit: '18', skip: '3' },
      ]),
    );
  });

  it('/articles/sport filters by the category and is titled with its Amharic label', async () => {
    const { requests } = await renderApp('/articles/sport');
    expect(await screen.findByRole('heading', { name: 'ስፖርት', level: 1 })).toBeInTheDocument();
    expect(listCalls(requests)).toEqual(
      expect.arrayContaining([
        { limit: '3', skip: '0', category: 'sport' },
        { limit: '18', skip: '3', category: 'sport' },
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

describe('news pages, 20 posts at a time', () => {
  const posts = Array.from({ length: 45 }, (_, index) =>
    makePost({ title: `Story ${index + 1}`, category: 'sport' }),
  );
  /** The sport list as the API answers each slice a page asks for. */
  const sportList = Object.fromEntries(
    [
      [3, 0],
      [18, 3],
      [21, 20],
      [21, 40],
      [21, 80],
    ].map(([limit = 0, skip = 0]) => [
      `post?limit=${limit}&skip=${skip}&category=sport`,
      posts.slice(skip, skip + limit),
    ]),
  );
  const gridTitles = () =>
    [...document.querySelectorAll('.post-grid .post-card__title')].map((title) => title.textContent);
  const titles = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => `Story ${from + index}`);

  it('shows the first 20 (3 featured, 17 in the grid) and a More link to ?page=2', async () => {
    await renderApp('/articles/sport', sportList);
    expect(await screen.findByRole('heading', { name: 'Story 20', level: 3 })).toBeInTheDocument();
    expect(gridTitles()).toEqual(titles(4, 20));
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/articles/sport?page=2');
  });

  it('shows posts 21 to 40 on page 2, without the featured three, titled as page 2', async () => {
    await renderApp('/articles/sport?page=2', sportList);
    expect(await screen.findByRole('heading', { name: 'Story 21', level: 3 })).toBeInTheDocument();
    expect(gridTitles()).toEqual(titles(21, 40));
    expect(screen.queryByRole('list', { name: 'Top stories' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/articles/sport?page=3');
    expect(document.title).toBe('ስፖርት, page 2 | Station TV');
  });

  it('has no More link on the last page', async () => {
    await renderApp('/articles/sport?page=3', sportList);
    expect(await screen.findByRole('heading', { name: 'Story 45', level: 3 })).toBeInTheDocument();
    expect(gridTitles()).toEqual(titles(41, 45));
    expect(screen.queryByRole('link', { name: 'More' })).not.toBeInTheDocument();
  });

  it("says 'No Posts found' on a page past the end", async () => {
    await renderApp('/articles/sport?page=5', sportList);
    expect(await screen.findByText('No Posts found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'More' })).not.toBeInTheDocument();
  });

  it('follows More within the site, to the top of the next 20', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/articles/sport', sportList);
    const more = await screen.findByRole('link', { name: 'More' });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(more);
    expect(await screen.findByRole('heading', { name: 'Story 40', level: 3 })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });
    // The router starts every page it draws at the top, a page of the same list too.
    expect(window.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0, left: 0 }));
  });
});
