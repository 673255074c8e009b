import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

describe('article page', () => {
  it('shows the title, its view count, its time and the 4 latest articles, and counts the article view', async () => {
    const post = makePost({ title: 'Addis Ababa opens a new library', visit: 41, detail: 'Full story' });
    const latest = [1, 2, 3, 4].map((n) => makePost({ title: `Latest ${n}` }));
    const { requests } = await renderApp(`/article/${post._id}`, {
      [`post/${post._id}`]: post,
      post: latest,
    });
    expect(await screen.findByRole('heading', { name: post.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('41 views')).toBeInTheDocument();
    expect(screen.getByText('Full story')).toBeInTheDocument();
    const [relative, dates] = screen.getAllByRole('time');
    expect(relative).toHaveTextContent(/ago|yesterday|last/);
    expect(dates).toHaveTextContent('1 May 2026 · 23 Miazia 2018 E.C.');
    expect(await screen.findAllByRole('heading', { name: /^Latest \d$/, level: 3 })).toHaveLength(4);
    const counted = requests.find((request) => request.url.pathname.endsWith('/view/increase'));
    expect(Object.fromEntries(counted?.url.searchParams ?? [])).toEqual({
      webStatus: 'visit',
      articleStatus: 'visit',
      articleId: post._id,
      path: `/article/${post._id}`,
      lang: 'en',
    });
  });

  it("lists 4 other articles under 'Latest articles', never the one being read", async () => {
    const post = makePost({ title: 'The newest story' });
    const others = [1, 2, 3, 4].map((n) => makePost({ title: `Latest ${n}` }));
    const { requests } = await renderApp(`/article/${post._id}`, {
      [`post/${post._id}`]: post,
      post: [post, ...others],
    });
    const latest = await screen.findByRole('region', { name: 'Latest articles' });
    const titles = await within(latest).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Latest 1',
      'Latest 2',
      'Latest 3',
      'Latest 4',
    ]);
    // One more than shown, so that 4 remain when the article itself is among the latest.
    const asked = requests.find(({ url }) => url.pathname.endsWith('/api/post'));
    expect(asked?.url.searchParams.get('limit')).toBe('5');
  });

  it('says when the article was updated by the Addis Ababa clock, as the page server does', async () => {
    const post = makePost({ editedAt: '2026-11-28T21:30:00.000Z' });
    await renderApp(`/article/${post._id}`, { [`post/${post._id}`]: post });
    expect(await screen.findByText(/^Updated/)).toHaveTextContent('Updated 29 November 2026, 00:30');
  });

  it('tells the time in Amharic when the site is in Amharic, the Ethiopian date first', async () => {
    const post = makePost({ createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    await renderApp(`/article/${post._id}`, { [`post/${post._id}`]: post }, 'am');
    await screen.findByRole('heading', { level: 1 });
    const [relative] = screen.getAllByRole('time');
    expect(relative).toHaveTextContent(/[\u1200-\u137F]/);
  });

  it('dates the article in the Ethiopian calendar first in Amharic', async () => {
    const post = makePost({ publishAt: '2026-05-01T08:00:00.000Z' });
    await renderApp(`/article/${post._id}`, { [`post/${post._id}`]: post }, 'am');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('time')[1]).toHaveTextContent('ሚያዝያ 23 ቀን 2018 ዓ.ም. · ሜይ 1 ቀን 2026');
  });

  it('ends loading quietly when the article cannot be fetched', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    await renderApp(`/article/${id}`, { [`post/${id}`]: Error });
    expect(await screen.findByRole('heading', { name: 'Latest articles' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
