import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '~/testing/factories';
import { renderApp } from '~/testing/render-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const countedPaths = (requests: { url: URL }[]) =>
  requests
    .filter(({ url }) => url.pathname.endsWith('/view/increase'))
    .map(({ url }) => url.searchParams.get('path'));

describe('page view counting', () => {
  it.each([
    '/no/such/page',
    '/articles/foo',
    `/article/${UNKNOWN}`,
    '/article/not-an-id/some-slug',
    `/program/${UNKNOWN}`,
  ])('does not count the not-found page at %s, and counts the real page after it', async (path) => {
    const { router, requests } = await renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'Sorry, we could not find this page.' }),
    ).toBeInTheDocument();
    await router.navigate({ to: '/about-us' });
    await waitFor(() => expect(countedPaths(requests)).toContain('/about-us'));
    expect(countedPaths(requests)).toEqual(['/about-us']);
  });

  it('counts an article read at its slug address under its id, once, as an article view', async () => {
    const post = makePost({ title: 'Rains reach the Rift Valley' });
    const { requests } = await renderApp(`/article/${post._id}/${encodeURIComponent('የክረምት-ዝናብ')}`, {
      [`post/${post._id}`]: post,
    });
    expect(await screen.findByRole('heading', { name: post.title, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(countedPaths(requests)).toEqual([`/article/${post._id}`]));
    const counted = requests.find(({ url }) => url.pathname.endsWith('/view/increase'));
    expect(counted?.url.searchParams.get('articleId')).toBe(post._id);
  });

  it('says where the reader came from and the language they read in', async () => {
    window.history.replaceState(null, '', '/?utm_source=telegram&utm_campaign=morning');
    Object.defineProperty(document, 'referrer', { value: 'https://t.me/', configurable: true });
    try {
      const { router, requests } = await renderApp('/', {}, 'am');
      const counted = () => requests.filter(({ url }) => url.pathname.endsWith('/view/increase'));
      await waitFor(() => expect(counted()).toHaveLength(1));
      expect(Object.fromEntries(counted()[0]?.url.searchParams ?? [])).toMatchObject({
        path: '/',
        referrer: 'https://t.me/',
        utmSource: 'telegram',
        utmCampaign: 'morning',
        lang: 'am',
      });
      await router.navigate({ to: '/about-us' });
      await waitFor(() => expect(counted()).toHaveLength(2));
      const next = counted()[1]?.url.searchParams;
      expect(next?.get('referrer')).toBe(`${window.location.origin}/`);
      expect(next?.has('utmSource')).toBe(false);
    } finally {
      Reflect.deleteProperty(document, 'referrer');
      window.history.replaceState(null, '', '/');
    }
  });
});
