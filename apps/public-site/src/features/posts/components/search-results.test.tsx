import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePost } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

describe('search', () => {
  it('lists the posts the server finds for the key', async () => {
    await renderApp('/search?key=ዜና', {
      'post/search?key=ዜና': [makePost({ title: 'የአዲስ አበባ ዜና' }), makePost({ title: 'የዓለም ዜና ዛሬ' })],
    });
    expect(await screen.findByRole('heading', { name: 'Results for “ዜና”', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'የአዲስ አበባ ዜና', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'የዓለም ዜና ዛሬ', level: 2 })).toBeInTheDocument();
    expect(document.title).toBe('Search: ዜና | Station TV');
  });

  it('marks the matched words in each result, however the reader spelled them', async () => {
    await renderApp('/search?key=ሀረር መስጊድ', {
      'post/search?key=ሀረር+መስጊድ': [makePost({ title: 'የሐረር መስጊዶች ታደሱ', detail: 'በሐረር ከተማ ያሉ ጥንታዊ መስጊዶች።' })],
    });
    await screen.findByRole('heading', { name: 'የሐረር መስጊዶች ታደሱ', level: 2 });
    const marked = document.querySelectorAll('.post-card mark');
    expect([...marked].map((mark) => mark.textContent)).toEqual(['የሐረር', 'መስጊዶች', 'በሐረር', 'መስጊዶች']);
  });

  it('keeps a match at the end of a long title in sight, cutting the title around it', async () => {
    const title = 'የአዲስ አበባ ከተማ አስተዳደር ያስገነባው አዲሱ ትልቅ መስጊድ';
    await renderApp('/search?key=መስጊድ', {
      'post/search?key=መስጊድ': [makePost({ title, detail: 'ዛሬ ተመረቀ።' })],
    });
    await screen.findByText('ዛሬ ተመረቀ።');
    const heading = document.querySelector('.post-card__title') as HTMLElement;
    expect(heading.textContent?.startsWith('…')).toBe(true);
    expect(heading.textContent?.endsWith('መስጊድ')).toBe(true);
    expect([...heading.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['መስጊድ']);
  });

  it("says 'No Posts found' when nothing matches", async () => {
    await renderApp('/search?key=nothing', { 'post/search?key=nothing': [] });
    expect(await screen.findByText('No Posts found')).toBeInTheDocument();
  });

  it("asks the search for '..' rather than listing the latest posts", async () => {
    const { requests } = await renderApp('/search?key=..', { post: [makePost()], 'post/search?key=..': [] });
    expect(await screen.findByText('No Posts found')).toBeInTheDocument();
    expect(requests.filter(({ url }) => /\/api\/post\/?$/.test(url.pathname))).toEqual([]);
  });

  it('goes to /search?key=… from the header box', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/about-us', {
      'post/search?key=Addis': [makePost({ title: 'Addis news' })],
    });
    // The header's own box comes first; the menu's is the small screen's (the stylesheet, which jsdom
    // does not apply, shows one of the two).
    const [box = document.body] = within(await screen.findByRole('banner')).getAllByRole('searchbox');
    await user.type(box, 'Addis{Enter}');
    expect(await screen.findByRole('heading', { name: 'Addis news' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toEqual({ key: 'Addis' });
  });

  it('ends loading quietly when the search fails', async () => {
    await renderApp('/search?key=broken', { 'post/search?key=broken': Error });
    expect(await screen.findByText('No Posts found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('20 answers at a time', () => {
    const answers = {
      'post/search?key=rain': Array.from({ length: 45 }, (_, index) =>
        makePost({ title: `Rain ${index + 1}` }),
      ),
    };
    const shownTitles = () =>
      [...document.querySelectorAll('.post-card__title')].map((title) => title.textContent);
    const titles = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => `Rain ${from + index}`);

    it('shows the first 20 and a More link to ?page=2', async () => {
      await renderApp('/search?key=rain', answers);
      expect(await screen.findByRole('heading', { name: 'Rain 20', level: 2 })).toBeInTheDocument();
      expect(shownTitles()).toEqual(titles(1, 20));
      expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/search?key=rain&page=2');
    });

    it('shows answers 21 to 40 on page 2, and the last page has no More', async () => {
      await renderApp('/search?key=rain&page=2', answers);
      expect(await screen.findByRole('heading', { name: 'Rain 40', level: 2 })).toBeInTheDocument();
      expect(shownTitles()).toEqual(titles(21, 40));
      expect(document.title).toBe('Search: rain, page 2 | Station TV');
      cleanup();
      await renderApp('/search?key=rain&page=3', answers);
      expect(await screen.findByRole('heading', { name: 'Rain 45', level: 2 })).toBeInTheDocument();
      expect(shownTitles()).toEqual(titles(41, 45));
      expect(screen.queryByRole('link', { name: 'More' })).not.toBeInTheDocument();
    });

    it("says 'No Posts found' on a page past the last", async () => {
      await renderApp('/search?key=rain&page=4', answers);
      expect(await screen.findByText('No Posts found')).toBeInTheDocument();
    });

    it('reads a page that is not a number as the first', async () => {
      await renderApp('/search?key=rain&page=abc', answers);
      expect(await screen.findByRole('heading', { name: 'Rain 20', level: 2 })).toBeInTheDocument();
      expect(shownTitles()).toEqual(titles(1, 20));
    });
  });
});
