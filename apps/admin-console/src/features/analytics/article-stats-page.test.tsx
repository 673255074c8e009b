import type { Admin, AudienceBreakdownQuestion, Post } from '@station/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/lib/api';
import { renderRoute, testSession } from '~/testing/render';

const editor = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Night Editor',
  email: 'editor@station.test',
  role: 'regular',
  canPublish: true,
  createdAt: '2026-01-01T00:00:00.000Z',
} as Admin;
const ARTICLE = '00000000-0000-4000-8000-0000000000b1';
const post = {
  _id: ARTICLE,
  title: 'Rain in Addis',
  detail: 'Rain',
  category: 'local',
  imagesUrl: [],
  createdAt: '2026-12-01T08:00:00.000Z',
  visit: 40,
  status: 'published',
  publishAt: '2026-12-01T08:00:00.000Z',
} as Post;
const row = (key: string, views: number) => ({ key, views, visits: 1, visitors: 1, engaged: 1 });

afterEach(() => vi.restoreAllMocks());

describe('per-article stats', () => {
  it('shows the article’s readers since publishing, its sources and its rank this week', async () => {
    vi.spyOn(api.posts, 'counts').mockResolvedValue({} as never);
    vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
    vi.spyOn(api.posts, 'get').mockResolvedValue(post);
    const totals = vi.spyOn(api.analytics, 'totals').mockResolvedValue({
      current: { views: 40, visits: 12, visitors: 30, engaged: 9, botViews: 0 },
      previous: { views: 0, visits: 0, visitors: 0, engaged: 0, botViews: 0 },
    });
    vi.spyOn(api.analytics, 'series').mockResolvedValue({ current: [], previous: [] });
    vi.spyOn(api.analytics, 'breakdown').mockImplementation(
      async ({ dimension }: AudienceBreakdownQuestion) =>
        dimension === 'source'
          ? [row('telegram', 25), row('direct', 15)]
          : [row('00000000-0000-4000-8000-0000000000c1', 90), row(ARTICLE, 40)],
    );
    renderRoute(
      `/dashboard/analytics/posts/${ARTICLE}`,
      testSession({ verify: async () => editor }, 'token'),
    );

    expect(
      await screen.findByRole('heading', { name: 'Stats: Rain in Addis' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(await screen.findByTestId('article-rank')).toHaveTextContent(
      'No. 2 of the most read articles of the last 7 days',
    );
    expect(screen.getByTestId('article-views')).toHaveTextContent('40');
    expect(screen.getByTestId('article-engaged')).toHaveTextContent('Engaged readers9');
    expect(totals).toHaveBeenCalledWith(
      expect.objectContaining({
        period: expect.objectContaining({ from: '2026-12-01T08:00:00.000Z' }),
        filters: { targetKind: 'article', target: ARTICLE },
      }),
    );
    const sources = await screen.findByRole('table', { name: 'Its sources' });
    expect(within(sources).getByText('Telegram')).toBeVisible();
  });
});
