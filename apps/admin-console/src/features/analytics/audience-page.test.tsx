import type { Admin, AudienceBreakdownQuestion, AudienceQuestion } from '@station/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const totals = (views: number, visits: number, visitors: number, engaged = 0) => ({
  views,
  visits,
  visitors,
  engaged,
  botViews: 0,
});
const row = (key: string, views: number, title?: string) => ({
  key,
  ...(title ? { title } : {}),
  views,
  visits: Math.ceil(views / 2),
  visitors: Math.ceil(views / 3),
  engaged: Math.ceil(views / 4),
});

afterEach(() => vi.restoreAllMocks());

function serve() {
  vi.spyOn(api.posts, 'counts').mockResolvedValue({} as never);
  vi.spyOn(api.contact, 'counts').mockResolvedValue({ unread: 0 } as never);
  const totalsCall = vi
    .spyOn(api.analytics, 'totals')
    .mockImplementation(async ({ filters }: AudienceQuestion) =>
      filters?.source === 'telegram'
        ? { current: totals(30, 10, 8), previous: totals(0, 0, 0) }
        : filters?.targetKind === 'article'
          ? { current: totals(80, 0, 0, 20), previous: totals(64, 0, 0, 16) }
          : { current: totals(120, 40, 25, 20), previous: totals(100, 40, 20, 16) },
    );
  vi.spyOn(api.analytics, 'series').mockResolvedValue({
    current: [{ bucket: '2026-12-07', views: 12, visits: 4, visitors: 3, engaged: 2 }],
    previous: [],
  });
  vi.spyOn(api.analytics, 'breakdown').mockImplementation(
    async ({ dimension, filters }: AudienceBreakdownQuestion) => {
      if (dimension === 'source') return [row('direct', 90), row('telegram', 30)];
      if (dimension === 'target' && filters?.targetKind === 'article')
        return [row(ARTICLE, 48, 'የጁምዓ ኹጥባ, "live"')];
      return [];
    },
  );
  vi.spyOn(api.analytics, 'readersNow').mockResolvedValue({
    visitors: 3,
    pages: [{ targetKind: 'article', target: ARTICLE, title: 'Rain in Addis', readers: 2 }],
  });
  return { totalsCall };
}

const open = () => renderRoute('/dashboard/analytics', testSession({ verify: async () => editor }, 'token'));

describe('the analytics page', () => {
  it('shows the period’s figures against the period before, and who is reading now', async () => {
    serve();
    open();
    const views = await screen.findByTestId('figure-views', {}, { timeout: 20_000 });
    expect(views).toHaveTextContent('120');
    expect(views).toHaveTextContent('Up 20%');
    expect(screen.getByTestId('figure-viewsPerVisit')).toHaveTextContent('3');
    const engaged = screen.getByTestId('figure-engaged');
    expect(engaged).toHaveTextContent('Engaged reading20');
    expect(engaged).toHaveTextContent('Up 25%');
    expect(await within(engaged).findByText('25% of article views')).toBeVisible();
    const now = screen.getByRole('region', { name: 'Readers now' });
    expect(await within(now).findByText('3 visitors in the last 5 minutes')).toBeVisible();
    expect(within(now).getByText('Rain in Addis')).toBeVisible();
  });

  it('names articles by title, and filters the whole page by a clicked row until the filter is removed', async () => {
    const { totalsCall } = serve();
    open();
    const sources = await screen.findByRole('table', { name: 'Sources' }, { timeout: 20_000 });
    const articles = await screen.findByRole('table', { name: 'Top articles' });
    expect(articles).toHaveTextContent('የጁምዓ ኹጥባ, "live"');
    expect(within(articles).getByRole('columnheader', { name: /Engaged/ })).toBeVisible();
    expect(within(sources).queryByRole('columnheader', { name: /Engaged/ })).not.toBeInTheDocument();
    expect(within(sources).getByRole('progressbar', { name: 'Telegram: 25%' })).toBeVisible();

    await userEvent.click(within(sources).getByRole('button', { name: 'Telegram' }));
    const chip = await screen.findByRole('button', { name: 'Source: Telegram' });
    expect(totalsCall).toHaveBeenCalledWith(expect.objectContaining({ filters: { source: 'telegram' } }));
    expect(await screen.findByTestId('figure-views')).toHaveTextContent('30');

    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(screen.queryByRole('button', { name: 'Source: Telegram' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('figure-views')).toHaveTextContent('120');
  });

  it('regroups the chart, and takes a custom span of days, saying when it cannot', async () => {
    serve();
    const series = vi.mocked(api.analytics.series);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Week' }, { timeout: 20_000 }));
    expect(series).toHaveBeenLastCalledWith(expect.objectContaining({ granularity: 'week' }));

    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText<HTMLInputElement>('From');
    expect(from.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText(/Choose a first and a last day/)).toBeVisible();
  });
});
