import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '~/lib/i18n';
import { Providers } from '~/providers';
import { createAppRouter } from '~/router';
import { makePost } from '~/testing/factories';
import { renderApp, stubApi } from '~/testing/render-app';

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

describe('engaged reading', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  /** Moves the clock on, as half a minute of reading would. */
  const later = (ms: number) => {
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start + ms);
  };

  it('sends one beacon for an article read half a minute, when the reader moves to another page', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const post = makePost({ title: 'Coffee prices rise in Jimma' });
    const { router } = await renderApp(`/article/${post._id}`, { [`post/${post._id}`]: post }, 'am');
    expect(await screen.findByRole('heading', { name: post.title, level: 1 })).toBeInTheDocument();
    await vi.dynamicImportSettled();
    later(31_000);
    await router.navigate({ to: '/about-us' });
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    const url = new URL(String(beacon.mock.calls[0]?.at(0)));
    expect(url.pathname.endsWith('/view/engaged')).toBe(true);
    expect(url.searchParams.get('articleId')).toBe(post._id);
    expect(url.searchParams.get('lang')).toBe('am');
  });

  it('watches nothing for a reader saving data', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const post = makePost({ title: 'Coffee prices rise in Jimma' });
    const requests = stubApi({ [`post/${post._id}`]: post });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createAppRouter(
      queryClient,
      createMemoryHistory({ initialEntries: [`/article/${post._id}`] }),
    );
    await router.load();
    render(
      <Providers queryClient={queryClient} i18n={createI18n('en')} dataSaver>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: post.title, level: 1 })).toBeInTheDocument();
    later(31_000);
    await router.navigate({ to: '/about-us' });
    await waitFor(() => expect(countedPaths(requests)).toContain('/about-us'));
    await vi.dynamicImportSettled();
    expect(beacon).not.toHaveBeenCalled();
  });
});
